"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.redactUrl = redactUrl;
/** A connection URL safe to show in /health and logs: the password is masked. */
function redactUrl(url) {
    return url.replace(/\/\/([^:@/]+):([^@/]+)@/, '//$1:***@');
}
//# sourceMappingURL=redact-url.js.map