// Decimate Homeworld (dow, 227_023): objective — plays on any homeworld once you have solved a planet mission and a space mission. Your Breen and Xindi ships initiating battle there are not stopped by Strategema; when you destroy a headquarters your opponent owns there (or at a time location corresponding to it), you score its printed SHIELDS as points.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › MISSIONS (homeworlds); BATTLE › INITIATING A BATTLE; SHIP BATTLE › 8. Resolution; THE CARDS ›
// TIME LOCATIONS. Behaviour/homeworld-decimation.ts: a dual mission solved counts as either kind (once); "Breen and Xindi
// ships" are ships with the "Breen ship" / "Xindi ship" characteristic, and every attacking ship must be one (a personnel
// battle is still refused by Strategema); "you destroy" is a battle you take part in, or a card you own; the objective
// stays after scoring (its text does not discard it); "seeded or played by your opponent" is a headquarters they own.
export default defineCard('227_023', {
  title: 'Decimate Homeworld',
  scenario: 'behaviour/homeworld-decimation.spec.ts',
  play: { window: { kind: 'normal-play' }, requires: [{ kind: 'you-completed-missions', planet: 1, space: 1 }] },
  targets: { kind: 'mission', missions: { homeworld: true } },
  duration: 'on-target-mission',
  ignoresHomeworldGuardHere: { titles: ['Strategema'], shipCharacteristics: ['Breen ship', 'Xindi ship'] },
  scoresOpposingHeadquartersDestroyedHere: 'printed-shields',
});
