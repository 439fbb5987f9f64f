// Articles of Jurisprudence (Emissary, 167_022): incident — once each turn, played for one card per captive you hold that is escorted or in your brig (at most four); then discarded.
import { defineCard } from '../../behaviour/define';

export default defineCard('167_022', {
  title: 'Articles of Jurisprudence',
  scenario: 'behaviour/captives.spec.ts',
  play: { window: { kind: 'normal-play' }, limit: { kind: 'once-per-turn' } },
  duration: 'instant',
  triggers: [{ on: 'played', effects: [{ kind: 'draw-per-captive-held', max: 4 }] }],
  manual: ['the other way: lying on your escorted captive on Cardassia Prime (discard the captive at any time; your [Car] Law personnel add its skills; your [Car] personnel without Honor all +2)'],
});
