// Hostage Trade (mm, 122_035): incident — seeds or plays on your table (for free while you hold a captive); on your turn, where your personnel escort captives, release any number of them to their owner there and capture as many other opposing personnel there, then the incident is discarded. While it lies on the table, Prisoner Exchange and Fajo's Gallery may each be used once per turn.
import { defineCard } from '../../behaviour/define';

export default defineCard('122_035', {
  title: 'Hostage Trade',
  scenario: 'behaviour/hostage-trades.spec.ts',
  // 1E rulebook › PLAYING "FOR FREE" (hostage-trades.ts: `while-you-hold-captives`); seeding on the table is the generic seed rule.
  play: { window: { kind: 'normal-play' }, free: { kind: 'while-you-hold-captives' } },
  abilities: [
    {
      // 1E rulebook › CAPTURE (escorted captives, released, captured); the target names the place of the trade.
      id: 'trade',
      window: 'own-turn',
      targets: { kind: 'your-escorted-captive' },
      effects: [
        {
          kind: 'choose-cards',
          chooser: 'you',
          pool: { from: 'your-captives-escorted-with-target' },
          pick: 99,
          upTo: true,
          chosen: 'released-to-owner-there',
          then: [
            {
              kind: 'choose-cards',
              chooser: 'you',
              pool: { from: 'opposing-present-with-target-not-released' },
              pick: 99,
              pickCount: { kind: 'released-by-this-card' },
              chosen: 'captured',
              then: [{ kind: 'discard-self' }],
              ifNone: [{ kind: 'discard-self' }],
            },
          ],
        },
      ],
    },
  ],
  // While it lies on the table, each player may use each of these titles once per turn (title-use-limits.ts).
  limitsUsesEachTurn: ['Prisoner Exchange', "Fajo's Gallery"],
});
