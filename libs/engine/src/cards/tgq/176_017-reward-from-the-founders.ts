// Reward from the Founders (tgq, 176_017): incident — on your table, once each turn one of your [DS9] Vorta reports for free.
import { defineCard } from '../../behaviour/define';

export default defineCard('176_017', {
  title: 'Reward from the Founders',
  scenario: 'behaviour/incidents-c.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'free-report', who: { icons: ['DS9'], characteristics: ['Vorta'] } }],
  manual: [
    'then drawing a card unless you have Dominion War Efforts in play',
    'you may report only one Jem\'Hadar each turn',
    'twice per game, downloading Ketracel-White to your Vorta present with your Jem\'Hadar',
    'discarded when you voluntarily start a personnel battle with more than two of your Jem\'Hadar',
  ],
});
