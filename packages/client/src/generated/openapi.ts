// Generated from proto/openapi.yaml by packages/client/scripts/types.mjs — do not edit.

export interface paths {
    "/UrlCheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit one URL for scanning
         * @description Scope `scans:write`; allowed anonymously (limited per client IP). Optional submission options: `visibility` (keyed callers only; anonymous scans are always `unlisted`, and `visibility` from an anonymous caller is a 400), `tags`, and the capture options `engine`, `userAgent`, `referer`, `acceptLanguage`, `device`, `extraHeaders`. The capture options are part of the cache key and of in-flight coalescing. A cache hit serves only a result the caller may read (its workspace's, or a public or anonymous one).
         */
        post: operations["submitScan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UrlCheck/batch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit up to 100 URLs; each item is judged like a single submission, in order
         * @description Scope `scans:write`. Each item consumes per-minute allowance and monthly quota exactly as POST /UrlCheck.
         */
        post: operations["submitScanBatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UrlCheck/{scanId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Poll a scan (200 in every state, failed included)
         * @description Scope `scans:read`; anonymous scans are public. While not terminal the response carries `Retry-After` 3.
         */
        get: operations["getScan"];
        put?: never;
        post?: never;
        /**
         * Delete a scan of the caller's workspace, its search entries and its artifacts
         * @description Scope `scans:delete`; an API key is required. Removes the scan, its search entries, its Redis copies and the artifacts no remaining scan references (artifacts are shared by hash, e.g. with cache-hit copies). 404 (the same body as GET) when the caller may not see the scan; 403 when it may see it but it is not its workspace's (another workspace's public scan, an anonymous scan).
         */
        delete: operations["deleteScan"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UrlCheck/{scanId}/related": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Scans related to this one (shared domain, address, favicon, DOM, resource, certificate, screenshot)
         * @description Scope `scans:read`; an API key is required. Lists, newest first (at most 100), the scans the caller may search (its workspace's and public ones) that share the final registrable domain, a server address, the favicon, the DOM hash, a resource hash, the TLS certificate fingerprint, or a screenshot whose 64-bit perceptual hash is at most 6 bits away; each item names every relation it has. 404 when the caller may not read the scan.
         */
        get: operations["relatedScans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the workspace's scans and public scans, newest first
         * @description Scope `scans:read`; an API key is required (anonymous scans are never searchable). `q` is a list of `operator:value` terms that must all hold (an explicit `AND` between terms is allowed; values may be "double quoted"): `domain:` (registrable domain, public suffix list; `www.example.co.uk` means `example.co.uk`), `host:` (exact host), `url:` (prefix of the submitted or final URL), `ip:` (address or CIDR, any server address of the scan), `hash:` (SHA-256 of the body, a resource, the favicon, the DOM or the screenshot), `favicon:` (mmh3), `verdict:`, `category:`, `tag:`, `state:`, `submitted:>DATE` / `submitted:<DATE` (YYYY-MM-DD or RFC 3339). A bad query is a 400 whose detail and `errors.q` name the offending token. Pages are keyset-paginated on (submittedAt, scanId): stable while scans arrive.
         */
        get: operations["searchScans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UrlCheck/{scanId}/screenshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The rendered page as an image (PNG or WebP)
         * @description Same scope (`scans:read`), anonymous rules, rate limit and visibility as `GET /UrlCheck/{scanId}`: an unknown scan or one the caller may not see is the same 404. Also 404 when the scan has no screenshot (e.g. engine `http`, or not finished) or it is no longer stored. The bytes are addressed by their SHA-256 (`result.capture.screenshot.sha256`), which is also the `ETag`; they never change, so the response is `Cache-Control: private, max-age=31536000, immutable` and `If-None-Match` answers 304. Served with `X-Content-Type-Options: nosniff` and `Content-Security-Policy: sandbox; default-src 'none'`.
         */
        get: operations["getScanScreenshot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UrlCheck/{scanId}/dom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The DOM after scripts ran, as text (never rendered)
         * @description Same scope (`scans:read`), anonymous rules, rate limit and visibility as `GET /UrlCheck/{scanId}`: an unknown scan or one the caller may not see is the same 404. Also 404 when the scan has no dom (e.g. engine `http`, or not finished) or it is no longer stored. The bytes are addressed by their SHA-256 (`result.capture.dom.sha256`), which is also the `ETag`; they never change, so the response is `Cache-Control: private, max-age=31536000, immutable` and `If-None-Match` answers 304. Served with `X-Content-Type-Options: nosniff` and `Content-Security-Policy: sandbox; default-src 'none'`. The DOM is attacker-controlled HTML: it is served as `text/plain; charset=utf-8` with `Content-Disposition: inline`, never as HTML.
         */
        get: operations["getScanDom"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/UrlCheck/{scanId}/har": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every request the page made, as HAR 1.2
         * @description Same scope (`scans:read`), anonymous rules, rate limit and visibility as `GET /UrlCheck/{scanId}`: an unknown scan or one the caller may not see is the same 404. Also 404 when the scan has no har (e.g. engine `http`, or not finished) or it is no longer stored. The bytes are addressed by their SHA-256 (`result.capture.har.sha256`), which is also the `ETag`; they never change, so the response is `Cache-Control: private, max-age=31536000, immutable` and `If-None-Match` answers 304. Served with `X-Content-Type-Options: nosniff` and `Content-Security-Policy: sandbox; default-src 'none'`. Entries of requests made after the capture clicked the page, or while it loaded a lure's call-to-action target, carry `_phase` (`interaction`, `linked`), as `result.capture.requests[].phase` does.
         */
        get: operations["getScanHar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/usage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Plan, quota and rate limit of the caller (never rate limited) */
        get: operations["getUsage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the workspace's API keys (never the keys themselves) */
        get: operations["listKeys"];
        put?: never;
        /** Create an API key (shown once) */
        post: operations["createKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key */
        delete: operations["revokeKey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhook endpoints */
        get: operations["listWebhooks"];
        put?: never;
        /** Register a webhook endpoint */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        /** Get a webhook endpoint */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /** Delete a webhook endpoint */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /** Update a webhook endpoint */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rotate a webhook signing secret */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        /** Recent delivery attempts of a webhook endpoint */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a webhook.test event to an endpoint */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ui": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The web dashboard (static files under /ui/; docs/dashboard.md) */
        get: operations["dashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ui/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the browser is signed in; answers the session's CSRF token (never the key) */
        get: operations["getUiSession"];
        put?: never;
        /**
         * Dashboard sign-in — exchanges an API key for an HttpOnly, SameSite=Strict session cookie
         * @description The Origin must be the gateway's own. Afterwards the cookie authorizes API calls in place of X-Api-Key; unsafe methods also need the X-CSRF-Token header and a same-origin Origin (403 otherwise); an expired or altered session is 401.
         */
        post: operations["createUiSession"];
        /** Dashboard sign-out (expires the cookie; needs a same-origin Origin) */
        delete: operations["deleteUiSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness of the gateway process */
        get: operations["healthz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Readiness of the whole pipeline */
        get: operations["readyz"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "scan.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A scan reached a terminal state (completed, or failed with its reason)
         * @description Sent per Standard Webhooks 1.0 to every enabled endpoint of the scan's workspace subscribed to
         *     `scan.completed`. Verify `webhook-signature` (`v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`
         *     keyed with the base64 part of the `whsec_` secret; two space-separated signatures for 24 hours after a
         *     rotation) and de-duplicate by `webhook-id`, which is the same on every retry. 2xx is success; 3xx is a
         *     failure (not followed); 410 disables the endpoint; 429/503 `Retry-After` is honoured.
         */
        post: operations["scanCompletedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        Problem: components["schemas"]["problem.schema"];
        Scan: components["schemas"]["open"];
        ScanResult: components["schemas"]["scan-result.schema"];
        UrlCheckRequest: components["schemas"]["url-check-request.schema"];
        UrlCheckBatchRequest: {
            items: components["schemas"]["url-check-request.schema"][];
        };
        BatchResult: {
            results: {
                index: number;
                /** @enum {integer} */
                status: 200 | 202 | 400 | 403 | 429 | 500 | 503;
                scan?: components["schemas"]["open"];
                problem?: components["schemas"]["problem.schema"];
                retryAfter?: number;
            }[];
        };
        Usage: components["schemas"]["usage.schema"];
        Webhook: components["schemas"]["webhook.schema"];
        WebhookDelivery: components["schemas"]["webhook-delivery.schema"];
        WebhookPayload: components["schemas"]["webhook-payload.schema"];
        ApiKey: components["schemas"]["api-key.schema"];
        /**
         * @description browser renders the page in Chromium; http fetches it. Default: the SCAN_ENGINE setting (itself browser).
         * @enum {unknown}
         */
        engine: "browser" | "http";
        /** @description User-Agent sent to the target (printable ASCII). */
        userAgent: string;
        /** @description Referer sent to the target: an absolute http(s) URL. */
        referer: string;
        /** @description Accept-Language sent to the target, e.g. "fr-CH, fr;q=0.9, en;q=0.5". */
        acceptLanguage: string;
        /**
         * @description Browser engine: the viewport and device profile. Absent: desktop.
         * @enum {unknown}
         */
        device: "desktop" | "mobile";
        /** @description Further request headers (at most 20; names are HTTP tokens of at most 64 characters; values at most 1024 printable ASCII characters; 8 KiB in all). */
        extraHeaders: {
            [key: string]: string;
        };
        /**
         * UrlCheckRequest
         * @description Body of POST /UrlCheck, and of each item of POST /UrlCheck/batch. Besides these limits the gateway refuses a referer that is not an absolute http(s) URL, extraHeaders naming Host, Content-Length or a hop-by-hop header (Connection, Keep-Alive, Proxy-*, TE, Trailer, Transfer-Encoding, Upgrade), the same header twice in different case, and extraHeaders over 8 KiB in total (names plus values); each error is keyed by field, e.g. errors["extraHeaders.Host"].
         */
        "url-check-request.schema": {
            /** @description Absolute http or https URL. Credentials are allowed but stripped from the stored and echoed URL. */
            url: string;
            /**
             * @description true skips the cache and forces a fresh scan.
             * @default false
             */
            bReAnalyze?: boolean;
            /**
             * @description Keyed callers only (default private: the workspace alone sees the scan; public: anyone may read it by id and every workspace may find it by search). Anonymous scans are always readable by id and never searchable, so an anonymous caller sending visibility gets a 400.
             * @enum {unknown}
             */
            visibility?: "private" | "public";
            /** @description Up to 10 distinct labels, searchable with tag:. */
            tags?: string[];
            engine?: components["schemas"]["engine"];
            userAgent?: components["schemas"]["userAgent"];
            referer?: components["schemas"]["referer"];
            acceptLanguage?: components["schemas"]["acceptLanguage"];
            device?: components["schemas"]["device"];
            extraHeaders?: components["schemas"]["extraHeaders"];
        };
        /** @description How the target is fetched. Every field changes what the target sees, so together they are part of the cache key and of in-flight coalescing. In a scan and a scan job, engine is always present (resolved from SCAN_ENGINE when the submission named none). */
        captureOptions: {
            /**
             * @description browser renders the page in Chromium; http fetches it. Default: the SCAN_ENGINE setting (itself browser).
             * @enum {unknown}
             */
            engine?: "browser" | "http";
            /** @description User-Agent sent to the target (printable ASCII). */
            userAgent?: string;
            /** @description Referer sent to the target: an absolute http(s) URL. */
            referer?: string;
            /** @description Accept-Language sent to the target, e.g. "fr-CH, fr;q=0.9, en;q=0.5". */
            acceptLanguage?: string;
            /**
             * @description Browser engine: the viewport and device profile. Absent: desktop.
             * @enum {unknown}
             */
            device?: "desktop" | "mobile";
            /** @description Further request headers (at most 20; names are HTTP tokens of at most 64 characters; values at most 1024 printable ASCII characters; 8 KiB in all). */
            extraHeaders?: {
                [key: string]: string;
            };
        };
        /** @description The capture options the scan was (or will be) made with; engine is resolved. */
        "$defs-captureOptions": WithRequired<components["schemas"]["captureOptions"], "engine">;
        reason: {
            /** @enum {unknown} */
            code: "dns_unresolvable" | "connection_refused" | "connection_reset" | "blocked_egress" | "timeout" | "tls_error" | "too_many_redirects" | "response_too_large" | "invalid_response" | "internal_error";
            message: string;
        };
        captureRequest: {
            url: string;
            method: string;
            resourceType: string;
            status: number | null;
            remoteAddress: string | null;
            mimeType: string | null;
            bytes: number | null;
            sha256: string | null;
            blocked?: {
                reason: string;
            };
            /**
             * @description Absent for the page's own load. `interaction`: made after the capture clicked the page (see `interaction`); `linked`: made by the load of the lure's call-to-action target (see `linkedPage`). A refused top-level navigation in these phases is recorded with `blocked`, never fails the scan.
             * @enum {unknown}
             */
            phase?: "interaction" | "linked";
        };
        signal: {
            id: string;
            /** @enum {unknown} */
            severity: "info" | "low" | "medium" | "high";
            message: string;
            evidence: string;
        };
        redirectHop: {
            url: string;
            status: number;
            location: string;
            /**
             * @description An HTTP 3xx, a meta refresh (or Refresh header), or a script navigation.
             * @enum {unknown}
             */
            kind?: "http" | "meta" | "js";
        };
        http: {
            status: number;
            contentType: string | null;
            contentLength: number | null;
            bodyBytes: number;
            bodyTruncated: boolean;
            bodySha256: string;
            /** @description Security-relevant response headers only; Set-Cookie is summarised, never copied. */
            headers: {
                "content-security-policy"?: string;
                "content-security-policy-report-only"?: string;
                "strict-transport-security"?: string;
                "x-frame-options"?: string;
                "x-content-type-options"?: string;
                "referrer-policy"?: string;
                "permissions-policy"?: string;
                "cross-origin-opener-policy"?: string;
                "cross-origin-embedder-policy"?: string;
                "cross-origin-resource-policy"?: string;
                "access-control-allow-origin"?: string;
                server?: string;
                "x-powered-by"?: string;
                "content-disposition"?: string;
                location?: string;
                refresh?: string;
                "set-cookie"?: {
                    count: number;
                    secure: number;
                    httpOnly: number;
                    sameSite: number;
                };
            };
            /** @description Milliseconds, of the final hop; null where the phase did not happen. */
            timings: {
                dns: number | null;
                connect: number | null;
                tls: number | null;
                ttfb: number | null;
                total: number;
            };
        };
        tls: {
            protocol: string | null;
            cipher: string | null;
            subject: string | null;
            issuer: string | null;
            validFrom: string | null;
            validTo: string | null;
            subjectAltNames: string[];
            selfSigned: boolean;
            fingerprintSha256?: string | null;
            authorized: boolean;
            authorizationError: string | null;
        };
        page: {
            title: string | null;
            metaRefresh: null | {
                delaySeconds: number;
                url: string | null;
            };
            forms: {
                action: string;
                method: string;
                hasPassword: boolean;
                crossOrigin: boolean;
            }[];
            links: {
                internal: number;
                external: number;
            };
            scripts: {
                inline: number;
                external: number;
            };
            iframes: number;
            externalDomains: string[];
            truncated: boolean;
        };
        threatIntelMatch: {
            list: string;
            entry: string;
            /** @enum {unknown} */
            matchedOn: "url" | "host" | "domain";
            category: string;
        };
        capture: {
            /** @enum {unknown} */
            engine: "browser" | "http";
            screenshot?: {
                sha256: string;
                width: number;
                height: number;
                /** @description 64-bit difference hash (dHash) of the screenshot, hex. */
                phash: string;
                /** @enum {unknown} */
                contentType?: "image/png" | "image/webp";
            };
            dom?: {
                sha256: string;
                bytes: number;
                truncated?: boolean;
            };
            har?: {
                sha256: string;
                bytes: number;
            };
            requests: components["schemas"]["captureRequest"][];
            requestsTruncated: boolean;
            console: {
                type: string;
                text: string;
            }[];
            /** @description Cookies the page ended with: names and flags, never values. */
            cookies: {
                name: string;
                domain: string;
                path: string;
                secure: boolean;
                httpOnly: boolean;
                sameSite: string;
                session: boolean;
            }[];
            favicon: null | {
                url: string;
                sha256: string;
                /** @description Shodan-style favicon hash: MurmurHash3 x86_32 of the base64 (76-char lines), signed. */
                mmh3: number;
            };
            downloads: {
                url: string;
                filename: string;
                mimeType: string | null;
                bytes: number | null;
                sha256: string | null;
                /** @description What the first bytes say the file is, whatever its name or declared type: pe (Windows executable), elf, macho, zip, rar, 7z, gzip, cab, ole (legacy Office), pdf, iso, lnk (Windows shortcut), script (a #! line) or html; null when unknown or when the bytes were not seen. Absent from results of workers older than this field (optional, so their outcomes and stored results stay valid). */
                magic?: string | null;
                /** @description The file names inside the download when it is a ZIP, RAR or ISO image the engine could list (at most 50): what an archive delivers, whatever the page calls it. Absent for other files, and from results of workers older than this field. */
                entries?: string[];
                /**
                 * @description Present (true) when the download is an Office document carrying VBA macros: an OLE file (.doc, .xls) with a VBA project, or an OOXML package (.docm, .xlsm) holding vbaProject.bin. Absent for other files, and from results of workers older than this field.
                 * @constant
                 */
                macros?: true;
            }[];
            /** @description What the capture cut short: dialogs dismissed, popups blocked, script terminated, timeouts. */
            incidents: string[];
            /** @description Present when the browser engine interacted with the page after capturing it (a page that looked like a gate, or gave a ClickFix reason). Requests made from then on carry `phase: interaction`. Absent from results of workers older than this field. */
            interaction?: {
                /** @description What the capture did, in order: `click-handler:<label>` (the ClickFix probe clicked an element with a click handler; `(page)` for a handler on the document), `click:<label>` (a click on a gate's best candidate: a fake human check, "Continue", "View document", "Play"…). Labels are cut to 60 characters. */
                actions: string[];
                /** @description The page changed materially after it (new inputs, forms or frames, much new text, or a navigation): the analysis was given the page as it was after the interaction. */
                changed: boolean;
                /** @description Where the page was after the interaction, when a click navigated. */
                url?: string;
            };
            /** @description Present when the browser engine followed a lure's one call to action to another site (a page with no credential field, at most six links to other sites and one prominent link or navigating button) and loaded its target in the same context, through the same egress proxy and policy. Its requests are in `requests` with `phase: linked`. Absent from results of workers older than this field. */
            linkedPage?: {
                /** @description The call to action's target, as the capture asked for it. */
                url: string;
                /** @description Where that load ended (after its redirects). */
                finalUrl?: string;
                /** @description How the target was found: `link:<label>` (the lure's one prominent link to another site), `click:<label>` (a click that navigated to another site) or `popup:<label>` (a click that opened one). */
                via: string;
                /** @description Status of the target's document; null when it was not received. */
                status?: number | null;
                /** @description The egress policy refused the target (or it failed): recorded, not fatal to the scan. */
                blocked?: {
                    reason: string;
                };
            };
        };
        /**
         * ScanResult
         * @description Findings of a completed scan (contract §1). Every non-clean verdict is explained by at least one signal of severity low or above.
         */
        "scan-result.schema": {
            /** @enum {unknown} */
            verdict: "malicious" | "suspicious" | "clean";
            score: number;
            categories: string[];
            signals: components["schemas"]["signal"][];
            finalUrl: string;
            redirects: components["schemas"]["redirectHop"][];
            http: components["schemas"]["http"];
            dns: {
                addresses: string[];
                remoteAddress: string | null;
            };
            tls?: components["schemas"]["tls"];
            /** @description Browser engine: facts of the DOM after scripts ran; http engine: of the document. */
            page?: components["schemas"]["page"];
            /** @description Browser engine only: facts of the document as received, before scripts. */
            rawPage?: components["schemas"]["page"];
            threatIntel: components["schemas"]["threatIntelMatch"][];
            /** @description Ids of the signals (and combination rules, as combo:<id>) that made a non-clean verdict. */
            decidedBy?: string[];
            capture?: components["schemas"]["capture"];
        };
        /** @description The Scan resource without closing it to further properties, for schemas that extend it (the scan.completed event adds workspaceId). */
        open: {
            scanId: string;
            url: string;
            normalizedUrl: string;
            /** @enum {unknown} */
            scanState: "queued" | "running" | "completed" | "failed";
            cached: boolean;
            /** Format: date-time */
            submittedAt: string;
            /** Format: date-time */
            startedAt: string | null;
            /** Format: date-time */
            completedAt: string | null;
            /**
             * @description private: the workspace only; public: anyone with the id, and searchable by every workspace; unlisted: an anonymous scan, readable by anyone with the id, never searchable.
             * @enum {unknown}
             */
            visibility: "private" | "public" | "unlisted";
            /** @description The tags given at submission. */
            tags: string[];
            options: components["schemas"]["$defs-captureOptions"];
            reason?: components["schemas"]["reason"];
            unreachable?: boolean;
            result?: components["schemas"]["scan-result.schema"];
        } & (unknown & unknown);
        /**
         * Problem
         * @description RFC 9457 problem details (application/problem+json).
         */
        "problem.schema": {
            /** Format: uri */
            type: string;
            title: string;
            status: number;
            detail: string;
            instance?: string;
            /** @description Present only on request-body validation failures: one entry per offending field (JSON Pointer-ish path without the leading slash), each a list of messages. */
            errors?: {
                [key: string]: string[];
            };
            requestId?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * ScanSummary
         * @description One scan in search results and related lists.
         */
        "scan-summary.schema": {
            scanId: string;
            url: string;
            finalUrl: string | null;
            /** @enum {unknown} */
            scanState: "queued" | "running" | "completed" | "failed";
            /** @description malicious, suspicious or clean; null until completed. */
            verdict: string | null;
            score: number | null;
            categories: string[];
            tags: string[];
            /** Format: date-time */
            submittedAt: string;
            /** @description Path of the screenshot artifact (GET /UrlCheck/{scanId}/screenshot), when the scan has one. */
            screenshot?: string;
        };
        /**
         * RelatedScans
         * @description Body of GET /UrlCheck/{scanId}/related: scans the caller may search that share something with this one, newest first (at most 100).
         */
        "related-scans.schema": {
            items: {
                scan: components["schemas"]["scan-summary.schema"];
                /** @description domain: same final registrable domain; ip: a shared server address; favicon, dom, resource: the same SHA-256; certificate: the same TLS certificate fingerprint; screenshot: perceptual hashes at most 6 bits apart. */
                relations: ("domain" | "ip" | "favicon" | "dom" | "resource" | "certificate" | "screenshot")[];
            }[];
        };
        /**
         * ScanSearchResult
         * @description Body of GET /api/scans: newest first; nextCursor (opaque) fetches the next page, null on the last.
         */
        "scan-search-result.schema": {
            items: components["schemas"]["scan-summary.schema"][];
            nextCursor: string | null;
        };
        /** Usage */
        "usage.schema": {
            tier: string;
            scansThisMonth: number;
            monthlyScanQuota: number;
            scansToday: number;
            /** @description Per-minute allowance of submissions (POST /UrlCheck, one unit per batch item) and other rate-limited endpoints. */
            rateLimitPerMinute: number;
            /** @description Separate per-minute allowance of reads of scans (GET /UrlCheck/{scanId} and its artifacts, search, related); by default 10 times rateLimitPerMinute. */
            readRateLimitPerMinute: number;
            remainingThisMonth: number;
            /** Format: date-time */
            periodStart: string;
            /** Format: date-time */
            periodEnd: string;
        };
        /**
         * ApiKey
         * @description An API key of a workspace. `key` (the secret, `lk_<prefix>_<secret>`) is present only in the answer of POST /api/keys: it is shown once and stored only as a hash.
         */
        "api-key.schema": {
            id: string;
            key?: string;
            /** @description The visible start of the key (`lk_<8 characters>`), to recognise it in lists and logs. */
            prefix: string;
            name: string;
            scopes: ("scans:write" | "scans:read" | "scans:delete" | "usage:read" | "webhooks:manage" | "keys:manage")[];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            expiresAt: string | null;
            /**
             * Format: date-time
             * @description Updated at most once a minute.
             */
            lastUsedAt?: string | null;
            /** Format: date-time */
            revokedAt?: string | null;
        };
        /**
         * ApiKeyList
         * @description Body of GET /api/keys: every key of the caller's workspace, newest first, revoked ones included (with revokedAt). Never the secret.
         */
        "api-key-list.schema": {
            keys: components["schemas"]["api-key.schema"][];
        };
        /**
         * ApiKeyCreateRequest
         * @description Body of POST /api/keys. `expiresAt`, when given, must be in the future. A key can only grant scopes the calling key holds.
         */
        "api-key-create-request.schema": {
            name: string;
            scopes: ("scans:write" | "scans:read" | "scans:delete" | "usage:read" | "webhooks:manage" | "keys:manage")[];
            /** Format: date-time */
            expiresAt?: string;
        };
        /**
         * Webhook
         * @description A webhook endpoint of a workspace. `secret` is present only in the answers of POST /api/webhooks and POST /api/webhooks/{id}/rotate-secret.
         */
        "webhook.schema": {
            id: string;
            url: string;
            events: "scan.completed"[];
            /** @enum {unknown} */
            status: "enabled" | "disabled";
            /**
             * @description Present while disabled: `manual` (PATCH), `gone` (the receiver answered 410), `failing` (every attempt failed for WEBHOOK_DISABLE_AFTER_HOURS).
             * @enum {unknown}
             */
            disabledReason?: "manual" | "gone" | "failing";
            description?: string;
            /** @description Standard Webhooks signing secret; shown at creation and rotation only. */
            secret?: string;
            /** Format: date-time */
            createdAt: string;
        };
        /**
         * WebhookCreateRequest
         * @description Body of POST /api/webhooks. The URL must be absolute http(s); an IP literal in a blocked range (contract §4, honouring EGRESS_ALLOW_CIDRS) is refused.
         */
        "webhook-create-request.schema": {
            url: string;
            events: "scan.completed"[];
            description?: string;
        };
        /**
         * WebhookUpdateRequest
         * @description Body of PATCH /api/webhooks/{id}: any of the fields, at least one.
         */
        "webhook-update-request.schema": {
            url?: string;
            events?: "scan.completed"[];
            /** @enum {unknown} */
            status?: "enabled" | "disabled";
            description?: string;
        };
        /**
         * WebhookDelivery
         * @description One delivery attempt, as listed by GET /api/webhooks/{id}/deliveries (newest first).
         */
        "webhook-delivery.schema": {
            eventId: string;
            /** @enum {unknown} */
            eventType: "scan.completed" | "webhook.test";
            /** @description The webhook-id header of the delivery: the same on every attempt. */
            messageId: string;
            attempt: number;
            /** @enum {unknown} */
            status: "succeeded" | "failed";
            responseStatus: number | null;
            error: string | null;
            durationMs: number | null;
            /** Format: date-time */
            at: string;
        };
        /**
         * WebhookPayload
         * @description The body POSTed to a webhook endpoint (Standard Webhooks 1.0; contract §6), signed in the webhook-signature header.
         */
        "webhook-payload.schema": {
            /** @constant */
            type: "scan.completed";
            /** Format: date-time */
            timestamp: string;
            data: components["schemas"]["open"];
        } | {
            /** @constant */
            type: "webhook.test";
            /** Format: date-time */
            timestamp: string;
            data: {
                webhookId: string;
                message: string;
            };
        };
    };
    responses: {
        /** @description Malformed body or invalid field; `errors` names each field. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.schema"];
            };
        };
        /** @description Missing (where required), invalid, expired or revoked API key. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.schema"];
            };
        };
        /** @description The key lacks the scope for this endpoint. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.schema"];
            };
        };
        /** @description Unknown id, or not visible to the caller (indistinguishable). */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.schema"];
            };
        };
        /** @description Body over 1 MB. */
        TooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.schema"];
            };
        };
        /** @description Body is not application/json. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.schema"];
            };
        };
        /** @description Rate limit or monthly quota exceeded. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.schema"];
            };
        };
        /** @description A service behind the gateway is not answering; retry with backoff. */
        Unavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["problem.schema"];
            };
        };
    };
    parameters: {
        /** @description Same key and body from the same caller within 24 hours replays the first response. */
        IdempotencyKey: string;
        ScanId: string;
        WebhookId: string;
    };
    requestBodies: never;
    headers: {
        /** @description IETF httpapi ratelimit-headers: `"<policy>";r=<remaining>;t=<seconds to reset>`; the policy is `default` (submissions and other endpoints) or `read` (reads of scans, a separate and larger allowance) */
        RateLimit: string;
        /** @description `"<policy>";q=<limit>;w=<window seconds>`, policy `default` or `read` */
        "RateLimit-Policy": string;
        /** @description Seconds to wait. */
        "Retry-After": number;
        /** @description Identifies the request in logs; quote it when reporting a problem. */
        "X-Request-Id": string;
        "Idempotent-Replayed": "true";
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    submitScan: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and body from the same caller within 24 hours replays the first response. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["url-check-request.schema"];
            };
        };
        responses: {
            /** @description Cache hit; a completed result with `cached` true. No quota consumed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["open"];
                };
            };
            /** @description A scan was created (state queued). */
            202: {
                headers: {
                    Location?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["open"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The same Idempotency-Key is still in flight. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["problem.schema"];
                };
            };
            413: components["responses"]["TooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description Idempotency-Key reused with a different body. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["problem.schema"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["Unavailable"];
        };
    };
    submitScanBatch: {
        parameters: {
            query?: never;
            header?: {
                /** @description Same key and body from the same caller within 24 hours replays the first response. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UrlCheckBatchRequest"];
            };
        };
        responses: {
            /** @description Per-item results in item order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BatchResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            413: components["responses"]["TooLarge"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    getScan: {
        parameters: {
            query?: {
                /** @description Hold the request until the scan is terminal or this many seconds pass. */
                wait?: number;
            };
            header?: never;
            path: {
                scanId: components["parameters"]["ScanId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The scan. */
            200: {
                headers: {
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["open"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    deleteScan: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scanId: components["parameters"]["ScanId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    relatedScans: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scanId: components["parameters"]["ScanId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Related scans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["related-scans.schema"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    searchScans: {
        parameters: {
            query?: {
                /** @description The query; empty lists every searchable scan. */
                q?: string;
                limit?: number;
                /** @description nextCursor of the previous page. */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of scan summaries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["scan-search-result.schema"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getScanScreenshot: {
        parameters: {
            query?: never;
            header?: {
                "If-None-Match"?: string;
            };
            path: {
                scanId: components["parameters"]["ScanId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The screenshot. */
            200: {
                headers: {
                    /** @description The quoted SHA-256 of the body. */
                    ETag?: string;
                    "Cache-Control"?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                    "image/webp": string;
                };
            };
            /** @description Not modified (the If-None-Match tag is this artifact's hash). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getScanDom: {
        parameters: {
            query?: never;
            header?: {
                "If-None-Match"?: string;
            };
            path: {
                scanId: components["parameters"]["ScanId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The dom. */
            200: {
                headers: {
                    /** @description The quoted SHA-256 of the body. */
                    ETag?: string;
                    "Cache-Control"?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    "Content-Disposition"?: "inline";
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
            /** @description Not modified (the If-None-Match tag is this artifact's hash). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getScanHar: {
        parameters: {
            query?: never;
            header?: {
                "If-None-Match"?: string;
            };
            path: {
                scanId: components["parameters"]["ScanId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The har. */
            200: {
                headers: {
                    /** @description The quoted SHA-256 of the body. */
                    ETag?: string;
                    "Cache-Control"?: string;
                    RateLimit: components["headers"]["RateLimit"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        log: Record<string, never>;
                    };
                };
            };
            /** @description Not modified (the If-None-Match tag is this artifact's hash). */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUsage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Usage record. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["usage.schema"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Keys of the workspace (never the secret). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["api-key-list.schema"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["api-key-create-request.schema"];
            };
        };
        responses: {
            /** @description The key, shown once; a key cannot grant scopes it does not hold. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["api-key.schema"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    revokeKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked; rejected with 401 within one second on every gateway instance. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Webhooks of the workspace. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhooks: components["schemas"]["webhook.schema"][];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["webhook-create-request.schema"];
            };
        };
        responses: {
            /** @description Created; the secret is shown here and on rotation only. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["webhook.schema"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            415: components["responses"]["UnsupportedMediaType"];
            /** @description The workspace already has the maximum number of webhooks (50). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["problem.schema"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The webhook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["webhook.schema"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            404: components["responses"]["NotFound"];
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["webhook-update-request.schema"];
            };
        };
        responses: {
            /** @description The updated webhook. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["webhook.schema"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new secret; the previous one keeps signing for 24 hours. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["webhook.schema"];
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Recent attempts, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: components["schemas"]["webhook-delivery.schema"][];
                    };
                };
            };
            404: components["responses"]["NotFound"];
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["parameters"]["WebhookId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A webhook.test event was queued to this endpoint. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventId: string;
                    };
                };
            };
            404: components["responses"]["NotFound"];
            /** @description The endpoint is disabled; enable it first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["problem.schema"];
                };
            };
        };
    };
    dashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirects to /ui/, which serves the dashboard under a strict Content-Security-Policy. */
            301: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    getUiSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        csrfToken: string;
                        /** Format: date-time */
                        expiresAt: string;
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    createUiSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    apiKey: string;
                };
            };
        };
        responses: {
            /** @description Signed in; the cookie is set (lookout_session). The body never carries the key. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        csrfToken: string;
                        /** Format: date-time */
                        expiresAt: string;
                        scopes?: string[];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Origin missing or not the gateway's own. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["problem.schema"];
                };
            };
            415: components["responses"]["UnsupportedMediaType"];
        };
    };
    deleteUiSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Origin missing or not the gateway's own. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["problem.schema"];
                };
            };
        };
    };
    healthz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The process is alive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    readyz: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole pipeline can take a scan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Something the pipeline needs is not answering; the body names it. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    scanCompletedWebhook: {
        parameters: {
            query?: never;
            header: {
                "webhook-id": string;
                "webhook-timestamp": string;
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["webhook-payload.schema"];
            };
        };
        responses: {
            /** @description The receiver is gone; the endpoint is disabled. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Accepted by the receiver. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
type WithRequired<T, K extends keyof T> = T & {
    [P in K]-?: T[P];
};
