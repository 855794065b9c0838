# The site servers the edge sits in front of (site.vcl includes this file). npm run start:edge and
# npm run test:edge write their own copy with their ports; a deployment lists its site servers (or nginx).
backend site {
    .host = "127.0.0.1";
    .port = "8080";
    .connect_timeout = 1s;
    .first_byte_timeout = 15s;
    # /healthz answers 200 while the site server can serve: two failures in three looks make it sick, and
    # a sick origin makes the edge serve what it kept (site.vcl, vcl_recv).
    .probe = {
        .url = "/healthz";
        .interval = 1s;
        .timeout = 1s;
        .window = 3;
        .threshold = 2;
    }
}

# The same origin without a probe: what a read is fetched from (site.vcl, vcl_backend_fetch). The probe's
# verdict only decides whether kept copies are answered as they are; a look that times out under load (two in
# three) must not turn a page or a file the edge does not hold into an error while the origin still answers.
backend site_reads {
    .host = "127.0.0.1";
    .port = "8080";
    .connect_timeout = 1s;
    .first_byte_timeout = 15s;
}

# Who may purge: the site servers (they send PURGE with an xkey header on each change).
acl purgers {
    "127.0.0.1";
    "::1";
}

# The site's host names: the one key for every copy (vcl_hash). A request naming any other host (an IP
# address, a made-up name) is answered as for the first, so Host variants never make copies of their own.
sub edge_site_host {
    if (req.http.host !~ "^(www\.guampowerauthority\.com|guampowerauthority\.com)$") {
        set req.http.host = "www.guampowerauthority.com";
    }
}
