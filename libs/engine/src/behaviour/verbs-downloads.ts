/**
 * Issue 15 (downloads): the handler of the `download-target` verb (a mapped table spread into VERBS).
 * Kept apart from downloads.ts so the verb table never waits on the download machinery at load time.
 */
import type { VerbContext } from './verbs';
import type { DownloadEffect } from './vocabulary-downloads';
import { resolveDownloadTarget, resolveDownloadTargets } from './downloads';

type Handler<K extends DownloadEffect['kind']> = (v: VerbContext, effect: Extract<DownloadEffect, { kind: K }>) => void;

export const DOWNLOAD_VERBS: { readonly [K in DownloadEffect['kind']]: Handler<K> } = {
  'download-target': (v, effect) => resolveDownloadTarget(v.ctx, v.player, v.card, v.target, effect.here === true),
  'download-targets': (v) => resolveDownloadTargets(v.ctx, v.player, v.card, v.target),
};
