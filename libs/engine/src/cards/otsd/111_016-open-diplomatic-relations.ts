// Open Diplomatic Relations (otsd, 111_016): objective, two ways — seeded on your table in the doorway phase (seeding.ts reads "seeds on table during doorway phase" from its text): at any time you may exchange two cards of your hand for a Treaty of your discard pile; or played on an opponent's ship for your V.I.P. Away Teams (manual).
import { defineCard } from '../../behaviour/define';

export default defineCard('111_016', {
  title: 'Open Diplomatic Relations',
  scenario: 'behaviour/treaty-exchanges.spec.ts',
  abilities: [
    {
      // 1E rulebook › Glossary › exchange (the two cards to the discard pile, the Treaty from it to hand); THE CARDS ("at any time").
      id: 'exchange-for-treaty',
      window: 'any-time',
      requires: [{ kind: 'hand-holds', atLeast: 2 }],
      targets: { kind: 'cards-in-your-discard', min: 1, max: 1, filter: { titlePrefixes: ['Treaty'] } },
      effects: [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'hand', whose: 'you' }, pick: 2, chosen: 'discard', then: [{ kind: 'chosen-to-hand' }] }],
    },
  ],
  manual: [
    'you may seed one Treaty during the doorway phase it seeds in (cumulative)',
    "the other way: played on an opponent's ship, your Away Teams with a V.I.P. may beam to and from it, it may not move voluntarily while your V.I.P. is aboard, and the objective is discarded if your personnel battle aboard it",
  ],
});
