// Commandeer Ship (bog, 116_048): objective — played on your unstopped Computer Skill personnel unopposed aboard the opponent's ship (not a Borg cube): that ship is yours for the rest of the game (its owner keeps it) and takes that personnel's affiliation.
//   1E rulebook › COMMANDEER; MISCELLANEOUS RULES › CONTROL AND OWNERSHIP (behaviour/commandeer-ship.ts, commandeered-affiliation.ts).
import { defineCard } from '../../behaviour/define';

export default defineCard('116_048', {
  title: 'Commandeer Ship',
  scenario: 'behaviour/commandeer-ship.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'your-computer-skill-unopposed-aboard-opponent-ship' },
  duration: 'on-target-card',
  triggers: [{ on: 'played', effects: [{ kind: 'commandeer-ship-target-is-aboard' }] }],
  manual: [
    'while the objective is in play, the commandeering personnel may meet up to three of the ship’s staffing icons (no word yet for staffing help lent by a card lying on a personnel)',
    'the other way: seeded or played on the table, the opponent may not return to hand a ship with your intruder or infiltrator aboard (no word yet forbidding a return to hand)',
  ],
});
