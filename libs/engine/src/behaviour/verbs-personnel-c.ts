/**
 * Issue 15, personnel third pass (helper personnel-c): the handler of `download-titled-here`
 * (vocabulary-personnel-c.ts), joined to the verb table (verbs.ts).
 *   1E rulebook › DOWNLOADING (the first copy found in the draw deck, else the hand; the deck is
 *   reshuffled; a card that cannot be played cannot be downloaded).
 */
import { bp } from '../context';
import { tableIndex } from '../table-index';
import { checkDownloadable, downloadCard, findToDownload, placesHere } from './downloads';
import { titleKey } from './downloads-coverage';
import type { VerbContext } from './verbs';
import type { PersonnelCEffect } from './vocabulary-personnel-c';

type Handler<K extends PersonnelCEffect['kind']> = (v: VerbContext, effect: Extract<PersonnelCEffect, { kind: K }>) => void;

const inPlay = (v: VerbContext, title: string): boolean => {
  const key = titleKey(title);
  return tableIndex(v.ctx.state).inPlay.some((instance) => instance.faceUp !== false && titleKey(bp(v.ctx.state, instance.iid).title) === key);
};

export const PERSONNEL_C_VERBS: { readonly [K in PersonnelCEffect['kind']]: Handler<K> } = {
  'download-titled-here': (v, effect) => {
    for (const title of effect.titles) {
      if (effect.ifNotInPlay && inPlay(v, title)) continue;
      const found = findToDownload(v.ctx.state, v.player, title);
      if (!found) continue;
      // The card names both cards it downloads: the one-personnel-download-each-turn limit does not stop the second.
      const blocked = checkDownloadable(v.ctx.state, v.player, found);
      if (blocked && blocked.code !== 'PERSONNEL_DOWNLOAD_LIMIT') continue;
      const to = placesHere(v.ctx.state, v.player, v.card, bp(v.ctx.state, found))[0];
      if (!to) continue;
      downloadCard(v.ctx, v.player, found, v.card, { to });
    }
  },
};
