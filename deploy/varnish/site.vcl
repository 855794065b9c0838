# The site's edge cache (Varnish 7.1 with xkey from varnish-modules; docs/operations.md "Edge cache").
# It keeps what the site says any visitor may share (Cache-Control s-maxage, Surrogate-Key), one copy per
# page address and live version set, drops it when the site purges its keys (soft: the copy stays for
# failures), and serves what it kept while the origin is down (stale-if-error: a day).
vcl 4.1;

import std;
import xkey;

include "backend.vcl";

sub vcl_recv {
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
    # What is never shared: writes (forms, beacons, change notices), previews, anything not GET or HEAD.
    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.url ~ "^/(_preview|_content-changes|signals|healthz)(\?|/|$)") {
        return (pass);
    }
    # Tracking parameters never change a page: dropped before the key, then the query is sorted.
    set req.url = regsuball(req.url, "([?&])(utm_[a-z]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|_ga|_gl)=[^&]*", "\1");
    set req.url = regsuball(req.url, "&&+", "&");
    set req.url = regsub(req.url, "\?&+", "?");
    set req.url = regsub(req.url, "[?&]+$", "");
    set req.url = std.querysort(req.url);
    # Cookies: only the canary cohort reaches the site (it decides the visitor's versions), and only the
    # version set (gpa-versions, which the site keeps in step) and whether a cohort was drawn key the copy.
    if (req.http.Cookie ~ "(^|;\s*)gpa-versions=[^;]") {
        set req.http.X-Edge-Versions = regsub(req.http.Cookie, "^(?:.*;\s*)?gpa-versions=([^;]*).*$", "\1");
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

sub vcl_hash {
    hash_data(req.url);
    if (req.http.host) {
        hash_data(req.http.host);
    }
    # One copy per live version set: cohort drawn or not, and the versions the site said it gets.
    if (req.http.X-Edge-Cohort) {
        hash_data("cohort");
    } else {
        hash_data("none");
    }
    hash_data(req.http.X-Edge-Versions);
    return (lookup);
}

sub vcl_hit {
    # A copy past its time is only answered for an origin that did not answer (vcl_recv): say so below.
    if (obj.ttl <= 0s) {
        set req.http.X-Edge-Stale = "1";
    }
}

sub vcl_backend_response {
    # Set-Cookie, or private: this visitor's answer only, never kept.
    if (beresp.http.Set-Cookie || beresp.http.Cache-Control ~ "(private|no-store)") {
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        return (deliver);
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
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        return (deliver);
    }
    # A page is kept only at the address it depends on (X-Page-Address, its declared query parameters): a
    # flood of other query strings is answered, never kept.
    if (beresp.http.X-Page-Address && std.querysort(beresp.http.X-Page-Address) != regsub(bereq.url, "^https?://[^/]+", "")) {
        set beresp.uncacheable = true;
        set beresp.ttl = 0s;
        return (deliver);
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
    # s-maxage is the ttl (Varnish reads it); stale copies are kept a day for failures (stale-if-error).
    set beresp.grace = 24h;
    set beresp.keep = 0s;
    return (deliver);
}

sub vcl_backend_error {
    # The origin did not answer: back to the client side, which retries from what was kept.
    return (abandon);
}

sub vcl_synth {
    if (resp.status == 503 && req.restarts == 0 && req.method != "PURGE" && !req.http.X-Edge-Stale) {
        set req.http.X-Edge-Stale = "1";
        return (restart);
    }
}

sub vcl_deliver {
    # Browsers revalidate with the site's own max-age=0; the edge's private headers stay here.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Surrogate-Control;
    unset resp.http.X-Page-Address;
    # The page's own script shows "updates paused" (site-server/src/render/updatesPaused.ts) when a copy is
    # answered for an origin that is down or did not answer.
    if (req.http.X-Edge-Stale || !std.healthy(req.backend_hint)) {
        set resp.http.Server-Timing = "edge-stale";
    }
    if (req.http.X-Edge-Stale) {
        set resp.http.X-Edge-Cache = "stale";
    } elsif (obj.hits > 0) {
        set resp.http.X-Edge-Cache = "hit";
    } else {
        set resp.http.X-Edge-Cache = "miss";
    }
}
