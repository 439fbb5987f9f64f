/** A connection URL safe to show in /health and logs: the password is masked. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:@/]+):([^@/]+)@/, '//$1:***@');
}
