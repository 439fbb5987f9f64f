// Assimilate Starship (fc, 109_067): Borg-Only Objective — played on the table targeting an opponent's ship; your Borg scout it
// by being aboard (scouting is complete at the end of your turn with an active Borg of yours aboard; boarding is the ordinary
// beam, through its SHIELDS only where a card allows). On a later turn, at its end, with your Borg having Computer Skill aboard
// (and no battle there since the end of your last turn), you may probe: a [Com] or [Def] card assimilates the ship (under your
// control for good) and the objective is placed on it; then you may download one Objective card.
//   1E rulebook › COMPLETE BORG OBJECTIVES › IN GENERAL; SCOUTING › Scouting Ships (the parenthetical beaming of one scout
//   still needs a way through SHIELDS); Ship Assimilation; END OF TURN › PROBING. Words: behaviour/objective-ships.ts.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_067', {
  title: 'Assimilate Starship',
  scenario: 'behaviour/objective-ships.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'objective-ship', opponents: true },
  borgObjective: {},
  triggers: [
    { on: 'played', effects: [{ kind: 'record-objective-card' }] },
    {
      on: 'end-of-turn',
      effects: [
        {
          kind: 'after-ship-scouting',
          skill: 'Computer Skill',
          then: [{ kind: 'may', effects: [{ kind: 'probe', who: 'you', outcomes: [{ name: 'assimilated', match: { icons: ['Com', 'Def'] }, effects: [{ kind: 'assimilate-objective-ship' }, { kind: 'offer-objective-download' }] }] }] }],
        },
      ],
    },
  ],
});
