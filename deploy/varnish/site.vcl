# The site's edge cache (Varnish 7.1 with xkey from varnish-modules; docs/operations.md "Edge cache").
# It keeps what the site says any visitor may share (Cache-Control s-maxage, Surrogate-Key), one copy per
# site host, page address, live version set and encoding, drops it when the site purges its keys (soft: the
# copy stays for failures), and serves what it kept while the origin is down or failing (a day). Nothing a
# client sends decides it: the headers it uses for itself are its own (X-Edge-*), set here only.
# Run with `-p http_gzip_support=off`: the origin's own Brotli and gzip files are kept and sent as they are.
vcl 4.1;

import std;
import xkey;

include "backend.vcl";

sub vcl_recv {
    if (req.restarts == 0) {
        call edge_own_headers;
    }
    # Purges from the site servers: exactly the keys named, kept as stale copies for when the origin fails.
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey) {
            return (synth(400, "Name the keys to purge in an xkey header"));
        }
        set req.http.n-gone = xkey.softpurge(req.http.xkey);
        return (synth(200, "Purged " + req.http.n-gone + " objects"));
    }
    # Over-long addresses: refused here (a page echoes its address in a header, past Varnish's header limit).
    if (req.url ~ "^.{4097}") {
        return (synth(414, "URI Too Long"));
    }
    # One site: any other host name is answered as the site's own (backend.vcl).
    call edge_site_host;
    # Change streams never end: piped to the origin, which counts them per visitor (X-Forwarded-For).
    if (req.url ~ "^/events(\?|$)") {
        return (pipe);
    }
    # What is never shared: writes (forms, beacons, change notices), previews, anything not GET or HEAD.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.url ~ "^/(_preview|_content-changes|signals|healthz|canary/join)(\?|/|$)") {
        return (pass);
    }
    call edge_encoding;
    # The site's files (an extension, not /search.json) take no query: one copy whatever follows "?".
    if (req.url ~ "^/[^?]*\.[A-Za-z0-9]+\?" && req.url !~ "^/search\.json\?") {
        set req.url = regsub(req.url, "\?.*$", "");
    }
    # Tracking parameters never change a page: dropped before the key, then the query is sorted.
    set req.url = regsuball(req.url, "([?&])(utm_[a-z]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|_ga|_gl)=[^&]*", "\1");
    set req.url = regsuball(req.url, "&&+", "&");
    set req.url = regsub(req.url, "\?&+", "?");
    set req.url = regsub(req.url, "[?&]+$", "");
    set req.url = std.querysort(req.url);
    call edge_cookies;
    if (req.http.X-Edge-Tester) {
        return (pass);
    }
    # Healthy origin: a purged or expired copy is fetched anew before it is answered (a purge shows within
    # the second). Sick origin: whatever was kept in the last day.
    if (std.healthy(req.backend_hint)) {
        set req.grace = 0s;
    }
    # A failed fetch came back here (vcl_synth): any kept copy will do.
    if (req.http.X-Edge-Stale) {
        set req.grace = 24h;
    }
    return (hash);
}

# On entry: the edge's own headers are never taken from a client, the visitor's address is the connection's
# (the tiers behind trust it from here: nginx's real_ip, the site server's TRUST_PROXY), and each request
# gets an id of its own (answered as X-Request-Id and logged by the origin under the same id).
sub edge_own_headers {
    unset req.http.X-Edge-Versions;
    unset req.http.X-Edge-Cohort;
    unset req.http.X-Edge-Stale;
    unset req.http.X-Edge-Tester;
    unset req.http.X-Edge-Unheld;
    unset req.http.X-Edge-Cache;
    unset req.http.n-gone;
    set req.http.X-Forwarded-For = client.ip;
    set req.http.X-Request-Id = "edge-" + std.integer(real = std.random(1000000000, 9999999999)) + "-" + std.integer(real = std.random(1000000000, 9999999999));
}

# The encodings the origin stores (Brotli, gzip) or none: three copies at most, whatever a client sends.
sub edge_encoding {
    if (req.http.Accept-Encoding ~ "(?i)\bbr\b") {
        set req.http.Accept-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "(?i)\bgzip\b") {
        set req.http.Accept-Encoding = "gzip";
    } else {
        unset req.http.Accept-Encoding;
    }
}

# Cookies: only the canary cohort reaches the site (it decides the visitor's versions), and only the version
# set (gpa-versions, which the site keeps in step) and whether a cohort was drawn key the copy. A canary
# tester (gpa-canary-tester, from a signed link) gets the origin's answer with the tester cookie.
sub edge_cookies {
    if (req.http.Cookie ~ "(^|;\s*)gpa-versions=[^;]") {
        set req.http.X-Edge-Versions = regsub(req.http.Cookie, "^(?:.*;\s*)?gpa-versions=([^;]*).*$", "\1");
    }
    if (req.http.Cookie ~ "(^|;\s*)gpa-canary-tester=[^;]") {
        set req.http.X-Edge-Tester = regsub(req.http.Cookie, "^(?:.*;\s*)?(gpa-canary-tester=[^;]*).*$", "\1");
    }
    if (req.http.Cookie ~ "(^|;\s*)gpa-cohort=[0-9a-f]{16}(;|$)") {
        set req.http.X-Edge-Cohort = regsub(req.http.Cookie, "^(?:.*;\s*)?(gpa-cohort=[0-9a-f]{16}).*$", "\1");
        set req.http.Cookie = req.http.X-Edge-Cohort;
        if (req.http.X-Edge-Versions) {
            set req.http.Cookie = req.http.Cookie + "; gpa-versions=" + req.http.X-Edge-Versions;
        }
    } else {
        unset req.http.Cookie;
    }
    if (req.http.X-Edge-Tester) {
        if (req.http.Cookie) {
            set req.http.Cookie = req.http.Cookie + "; " + req.http.X-Edge-Tester;
        } else {
            set req.http.Cookie = req.http.X-Edge-Tester;
        }
    }
}

sub vcl_pipe {
    # One piped request per connection: the next request on it goes through vcl_recv again.
    set bereq.http.Connection = "close";
    return (pipe);
}

sub vcl_hash {
    hash_data(req.url);
    hash_data(req.http.host);
    # One copy per live version set: cohort drawn or not, and the versions the site said it gets.
    if (req.http.X-Edge-Cohort) {
        hash_data("cohort");
    } else {
        hash_data("none");
    }
    hash_data(req.http.X-Edge-Versions);
    hash_data(req.http.Accept-Encoding);
    return (lookup);
}

sub vcl_hit {
    # A copy past its time is only answered for an origin that did not answer (vcl_recv): say so below.
    if (obj.ttl <= 0s) {
        set req.http.X-Edge-Stale = "1";
    }
}

# A read a visitor waits for goes to the origin whatever the probe found (backend.vcl, site_reads): a failed
# fetch still falls back to a kept copy or the site's page (vcl_synth). While the probe finds the origin down, it
# gets 3 s to be answered (a hung origin then costs a visitor seconds, not the quarter-minute of the first
# byte's limit). The refresh of a copy answered in grace and every write keep the probed backend: while it is
# down, the refresh fails at once and the kept copy stays (a page rendered without its content, never kept,
# would have replaced it), and a write gets the edge's own answer (vcl_synth).
sub vcl_backend_fetch {
    if ((bereq.method == "GET" || bereq.method == "HEAD") && !bereq.is_bgfetch) {
        if (!std.healthy(site)) {
            set bereq.first_byte_timeout = 3s;
        }
        set bereq.backend = site_reads;
    }
}

sub vcl_backend_response {
    # Origin internals never leave the edge.
    unset beresp.http.x-render-cache;
    unset beresp.http.x-content-cache;
    # A failing origin that still answers a read (nginx's 502 or 503, a site server's 500): the kept copy is
    # answered instead (vcl_synth), or the site's page for an address it cannot show. A write's answer is the
    # visitor's (the forms read it).
    if (beresp.status >= 500 && bereq.method ~ "^(GET|HEAD)$") {
        return (abandon);
    }
    # Errors (a 404 page, a refusal) are kept seconds at most and never served stale.
    if (beresp.status >= 400) {
        if (beresp.ttl > 5s) {
            set beresp.ttl = 5s;
        }
        set beresp.grace = 0s;
        set beresp.keep = 0s;
    }
    # Set-Cookie, or private: this visitor's answer only, never kept.
    if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(private|no-store)") {
        call edge_hit_for_miss;
    }
    if (!beresp.http.Surrogate-Key) {
        # The site's files (scripts, styles, icons, the areas' builds) are the same for every visitor and a
        # kept page needs them to run: kept for failures, hashed ones (immutable) for their max-age, the
        # others (no-cache) fetched anew while the origin answers (grace: vcl_recv; a ttl of 0 would not be
        # kept at all, so a millisecond).
        if (beresp.status == 200 && bereq.url ~ "^/[^?]*\.[A-Za-z0-9]+(\?|$)") {
            if (beresp.http.Cache-Control !~ "immutable") {
                set beresp.ttl = 0.001s;
            }
            set beresp.grace = 24h;
            set beresp.keep = 0s;
            return (deliver);
        }
        # Any other answer not said to be shared (a client-rendered fallback, a failed read): never kept.
        call edge_hit_for_miss;
    }
    # A page is kept only at the address it depends on (X-Page-Address, its declared query parameters): a
    # flood of other query strings is answered, never kept.
    if (beresp.http.X-Page-Address && std.querysort(beresp.http.X-Page-Address) != regsub(bereq.url, "^https?://[^/]+", "")) {
        call edge_hit_for_miss;
    }
    set beresp.http.xkey = beresp.http.Surrogate-Key;
    # Vary: Cookie (while a canary runs) is kept by the version set in vcl_hash, not per visitor.
    if (beresp.http.Vary) {
        set beresp.http.Vary = regsuball(beresp.http.Vary, "(?i)(^|,)\s*Cookie\s*(?=,|$)", "");
        set beresp.http.Vary = regsub(beresp.http.Vary, "^\s*,\s*", "");
        if (beresp.http.Vary == "") {
            unset beresp.http.Vary;
        }
    }
    if (beresp.status >= 400) {
        return (deliver);
    }
    # s-maxage is the ttl (Varnish reads it); stale copies are kept a day for failures (stale-if-error).
    set beresp.grace = 24h;
    set beresp.keep = 0s;
    return (deliver);
}

# Hit-for-miss (builtin.vcl's vcl_beresp_hitmiss): requests for this address go to the origin side by side,
# not one after another, for a short while (then the origin may say again that it is shared).
sub edge_hit_for_miss {
    set beresp.uncacheable = true;
    set beresp.ttl = 10s;
    set beresp.grace = 0s;
    return (deliver);
}

sub vcl_backend_error {
    # The origin did not answer: back to the client side, which retries from what was kept.
    return (abandon);
}

sub vcl_synth {
    call edge_public_answer;
    if (resp.status == 503 && req.method != "PURGE" && req.method != "GET" && req.method != "HEAD") {
        return (deliver);
    }
    # A failed fetch: once more from any kept copy (vcl_recv, a day of grace) ...
    if (resp.status == 503 && req.method != "PURGE" && !req.http.X-Edge-Stale) {
        set req.http.X-Edge-Stale = "1";
        return (restart);
    }
    # ... and with none, for a page, the site's own page for an address it cannot show now (kept like any page;
    # site-server/src/render/unavailablePage.ts), answered 503.
    if (resp.status == 503 && req.method != "PURGE" && !req.http.X-Edge-Unheld && req.url !~ "^/(api|uploads)/|^/[^?]*\.[A-Za-z0-9]+(\?|$)") {
        set req.http.X-Edge-Unheld = "1";
        set req.url = "/_unavailable";
        # The copy every visitor shares (the one warmed), whatever version set this visitor has.
        unset req.http.Cookie;
        unset req.http.X-Edge-Cohort;
        unset req.http.X-Edge-Versions;
        unset req.http.X-Edge-Tester;
        return (restart);
    }
    # The edge's own refusals (414, a purge's answer, an outage with nothing kept): a plain text, no page.
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    set resp.http.Cache-Control = "no-store";
    if (resp.status == 503) {
        set resp.http.Retry-After = "30";
        synthetic({"The site cannot be reached at the moment. Please try again in a few minutes."});
    } else {
        synthetic(resp.reason);
    }
    return (deliver);
}

sub vcl_deliver {
    # Browsers revalidate with the site's own max-age=0; the edge's private headers stay here.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Surrogate-Control;
    unset resp.http.X-Page-Address;
    call edge_public_answer;
    # The page's own script shows "updates paused" (site-server/src/render/updatesPaused.ts) when a copy is
    # answered for an origin that is down or did not answer.
    if (req.http.X-Edge-Stale || !std.healthy(req.backend_hint)) {
        set resp.http.Server-Timing = "edge-stale";
    }
    # The page for an address the edge does not hold, answered while the origin is down: not the address's.
    if (req.http.X-Edge-Unheld) {
        set resp.status = 503;
        set resp.http.Cache-Control = "no-store";
        set resp.http.Retry-After = "30";
    }
    if (req.http.X-Edge-Stale) {
        set resp.http.X-Edge-Cache = "stale";
    } elsif (obj.hits > 0) {
        set resp.http.X-Edge-Cache = "hit";
    } else {
        set resp.http.X-Edge-Cache = "miss";
    }
}

# Every answer: no Varnish version or request counter, the request's own id, and the site's security headers
# on the edge's own answers (the origin's carry them already).
sub edge_public_answer {
    unset resp.http.Via;
    unset resp.http.Server;
    unset resp.http.X-Varnish;
    unset resp.http.x-render-cache;
    unset resp.http.x-content-cache;
    set resp.http.X-Request-Id = req.http.X-Request-Id;
    if (!resp.http.Content-Security-Policy) {
        set resp.http.Content-Security-Policy = "default-src 'none'; frame-ancestors 'none'";
        set resp.http.X-Content-Type-Options = "nosniff";
        set resp.http.Referrer-Policy = "strict-origin-when-cross-origin";
        set resp.http.X-Frame-Options = "DENY";
    }
}
