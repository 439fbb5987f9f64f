/**
 * Following a game live: the api's server-sent events (GET /games/:id/live, EventSource with
 * ?access_token= since it cannot send headers). The browser resumes a dropped stream by itself with
 * Last-Event-ID; when it gives up (the server closed) this reopens the stream after the last
 * revision seen. When the device goes offline the stream is closed at once (nothing can arrive) and
 * reopened after the last revision seen when it is back online, so nothing is lost either way.
 */
import type { VisibleEvent } from '../api/client';
import type { ViewChangesSnapshot, CompactSnapshot } from './compact-view';

export interface LiveHandlers {
  event(event: VisibleEvent): void;
  /** with `?view=changes` in the URL: what changed in the caller's compact view after a burst of events */
  view?(message: ViewChangesSnapshot | CompactSnapshot): void;
  /** 'live' when the stream is open, 'reconnecting' while it is not */
  state(state: 'live' | 'reconnecting'): void;
}

export function followGame(url: (after: number) => string, after: number, on: LiveHandlers): () => void {
  let last = after;
  let source: EventSource | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const open = () => {
    if (stopped) return;
    source = new EventSource(url(last));
    source.addEventListener('open', () => on.state('live'));
    source.addEventListener('game-event', (e) => {
      const event = JSON.parse((e as MessageEvent<string>).data) as VisibleEvent;
      if (event.revision <= last) return;
      last = event.revision;
      on.event(event);
    });
    source.addEventListener('view-changes', (e) => on.view?.(JSON.parse((e as MessageEvent<string>).data) as ViewChangesSnapshot | CompactSnapshot));
    source.addEventListener('error', () => {
      on.state('reconnecting');
      if (source?.readyState === EventSource.CLOSED) {
        source = null;
        retry = setTimeout(open, 1000);
      }
    });
  };
  const offline = () => {
    source?.close();
    source = null;
    if (retry) clearTimeout(retry);
    on.state('reconnecting');
  };
  const online = () => {
    // the browser may wait long before its own retry; reopen at once when the network is back
    if (source && source.readyState === EventSource.OPEN) return;
    source?.close();
    source = null;
    if (retry) clearTimeout(retry);
    open();
  };
  window.addEventListener('offline', offline);
  window.addEventListener('online', online);
  open();
  return () => {
    stopped = true;
    window.removeEventListener('offline', offline);
    window.removeEventListener('online', online);
    if (retry) clearTimeout(retry);
    source?.close();
  };
}
