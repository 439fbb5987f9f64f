/** A connection URL safe to show in /health and logs: the password is masked. */
export declare function redactUrl(url: string): string;
