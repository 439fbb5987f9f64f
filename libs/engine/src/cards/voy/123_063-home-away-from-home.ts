// Home Away From Home (voy, 123_063): incident — seeds or plays on your ship with a staffing icon, lying on it. On a [DQ] ship whose lore
// names the Alpha Quadrant, while it is outside the Alpha Quadrant: your equipment and your [DQ] personnel of its affiliation may report
// aboard, one [Stf] personnel each turn for free. On any other non-Borg ship, while it is outside its native quadrant: your equipment,
// and your personnel of its affiliation native to its quadrant, may report aboard.
//   1E rulebook › REPORTING FOR DUTY › SPECIAL REPORTING; PLAYING "FOR FREE"; THE CARDS › EVENTS, INCIDENTS, & OBJECTIVES.
import { defineCard } from '../../behaviour/define';

export default defineCard('123_063', {
  title: 'Home Away From Home',
  scenario: 'behaviour/voyds9-home-away-from-home.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // "with one or more staffing icons": any of the staffing icons ships show (special ones included: behaviour/special-staffing.ts).
  targets: {
    kind: 'your-card-in-play',
    filter: { types: ['Ship'], anyOf: ['Cmd', 'Stf', 'Maq', 'AU', 'OS', 'Films', 'KCA', 'TE', 'Ent-E', 'KW', 'Com', 'Def', 'Nav'].map((icon) => ({ staffingIcon: icon })) },
  },
  duration: 'on-target-card',
  seedsOnTarget: true,
  // behaviour/away-reports.ts (offered through locker-reports.ts › lyingReportPlaces).
  reportsAboardAway: true,
});
