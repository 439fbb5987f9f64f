// Divert Power (voy, 123_110): objective — one of two ways. On your table: at the start of each of your turns, one of your ships with an ENGINEER (or a [Nav] Borg) aboard may transfer power until the start of your next turn: the attribute you name +2, the other two −1 each. Or, played on your ship with an ENGINEER (or a [Def] Borg) and Computer Skill aboard: its WEAPONS or SHIELDS (your pick) +4 until the start of your next turn, when the objective is discarded.
//   1E rulebook › SHIPS; THE CARDS › OBJECTIVES; PLAYING A CARD › YOUR NORMAL CARD PLAY › "Start of turn" actions.
import { defineCard } from '../../behaviour/define';

// power-transfers.ts (helper dqv): the target `ship>ATTRIBUTE`, the change kept until the start of your next turn while this card is in play.
const ENGINEER_OR_BORG = (icon: string) => [{ skill: 'ENGINEER' }, { icon, affiliation: 'Borg' }];

export default defineCard('123_110', {
  title: 'Divert Power',
  scenario: 'behaviour/vulcan-maquis-delta.spec.ts',
  play: { window: { kind: 'normal-play' } },
  abilities: [
    {
      id: 'transfer-power',
      limit: 'once-per-turn',
      requires: ['start-of-your-turn'],
      targets: { kind: 'your-ship-and-attribute', attributes: ['RANGE', 'WEAPONS', 'SHIELDS'], crew: [ENGINEER_OR_BORG('Nav')] },
      effects: [{ kind: 'ship-attributes-until-your-next-turn', raise: 2, lowerOthers: 1 }],
    },
  ],
  modes: [
    {
      play: { window: { kind: 'normal-play' } },
      targets: { kind: 'your-ship-and-attribute', attributes: ['WEAPONS', 'SHIELDS'], crew: [ENGINEER_OR_BORG('Def'), [{ skill: 'Computer Skill' }]] },
      duration: 'on-target-card',
      triggers: [{ on: 'played', effects: [{ kind: 'ship-attributes-until-your-next-turn', raise: 4 }] }],
    },
  ],
  // The second way's "then discard objective": lying on the ship as your next turn begins.
  atTurnStart: { whose: 'your', requires: [{ kind: 'lies-on-card' }], effects: [{ kind: 'discard-self' }] },
});
