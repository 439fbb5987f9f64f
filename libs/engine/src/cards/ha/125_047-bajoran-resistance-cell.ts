// Bajoran Resistance Cell (ha, 125_047): objective — seeds or plays on your table. Once each turn one of your [Baj] personnel with Resistance reports for free to your [Baj] facility, aboard your [Baj] ship, or onto any planet of the Bajor Region. Your Bajoran espionage cards may not be nullified. Once each turn you may download a Bajoran espionage card onto one of your unsolved missions where none lies yet, then draw two cards if you have two or more [Baj] Resistance personnel in play.
import { defineCard } from '../../behaviour/define';

// The Bajoran espionage cards: those of Bajorans spying ("Espionage: Bajoran on …").
const ESPIONAGE = ['Espionage: Bajoran on Cardassian', 'Espionage: Bajoran on Dominion'];
const RESISTANCE = { affiliation: 'Bajoran', skill: 'Resistance' } as const;

// 1E rulebook › PLAYING "FOR FREE"; REPORTING FOR DUTY › SPECIAL REPORTING (aboard a ship, onto a planet: the table card
// says so); DOWNLOADING; MISCELLANEOUS RULES › "ONCE PER GAME" AND SIMILAR LIMITS. The free report to a facility
// (`free-report`, `to.facilityOf`) and those aboard a ship or onto a planet (`tableReports`) share one use each turn
// (key `free report:Bajoran Resistance Cell`: table-reports.ts). "Limit one per mission": not onto a mission where a
// Bajoran espionage card already lies (`withoutAtopTitled`). "Resistance personnel": the Resistance skill.
export default defineCard('125_047', {
  title: 'Bajoran Resistance Cell',
  scenario: 'behaviour/resistance-cell.spec.ts',
  play: { window: { kind: 'normal-play' } },
  permits: [{ kind: 'free-report', who: { affiliations: ['Bajoran'], skills: ['Resistance'] }, to: { facilityOf: ['Bajoran'] } }],
  tableReports: [
    { who: RESISTANCE, aboardShipsMatching: { yours: true, affiliation: 'Bajoran' } },
    { who: RESISTANCE, toRegionPlanets: ['Bajor Region'] },
  ],
  protectsFromNullification: { titles: ESPIONAGE, yours: true, fromTable: true },
  abilities: [
    {
      id: 'download-espionage',
      limit: 'once-per-turn',
      targets: { kind: 'card-onto-mission', titles: ESPIONAGE, missions: { yours: true, unsolved: true, withoutAtopTitled: ESPIONAGE } },
      effects: [
        { kind: 'download-onto-mission' },
        { kind: 'if-personnel-in-play', filter: RESISTANCE, atLeast: 2, then: [{ kind: 'draw', who: 'you', count: 2 }] },
      ],
    },
  ],
});
