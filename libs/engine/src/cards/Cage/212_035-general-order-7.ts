// General Order 7 (Cage, 212_035): objective — seeds or plays on Talos IV (Investigate Quarantine, by the place table) and lies atop it. Its owner's [Fed][OS] personnel may attempt the mission (its printed requirements). Once each turn, in place of a card draw, its owner may take into hand from the deck (a download: shown, deck reshuffled) Christopher Pike or a personnel whose lore names him. Their Starship Enterprise (unstopped, no RANGE used this turn) may move here from any Alpha Quadrant spaceline location, using its full RANGE.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › ATTEMPT A MISSION › BEGINNING A MISSION ATTEMPT ("unless a card says otherwise"); DOWNLOADING;
// END OF TURN › DRAW A CARD (in place of a card draw); EXECUTING ORDERS › FLY A STARSHIP. "{Talos IV}": place-table.ts
// (Investigate Quarantine, 212_027). Behaviour/hand-downloads.ts, draw-replacements.ts, homeward-course.ts (`fromQuadrant`).
// "Names him in lore": the lore says "Christopher Pike" (the mirror Kirk's "Captain Pike" is the mirror universe's).
export default defineCard('212_035', {
  title: 'General Order 7',
  scenario: 'behaviour/listed-places.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission-at-place', places: ['Talos IV'] },
  duration: 'on-target-mission',
  seedsOnTarget: true,
  permits: [{ kind: 'attempt-here', who: { affiliations: ['Federation'], icons: ['OS'] } }],
  abilities: [
    {
      id: 'download-pike',
      limit: 'once-per-turn',
      costs: ['card-draw'],
      targets: { kind: 'card-to-download-to-hand', filter: { types: ['Personnel'], titleOrLoreWords: 'Christopher Pike' } },
      effects: [{ kind: 'download-target-to-hand' }],
    },
    {
      id: 'full-range-here',
      targets: { kind: 'your-titled-ship-between-ends-and-here', titles: ['Starship Enterprise'], fromQuadrant: 'Alpha' },
      effects: [{ kind: 'slipstream-ship' }],
    },
  ],
});
