// Assign Mission Specialists (fc, 109_063): objective — seeds or plays on your table (one in play: unique). As it seeds or is played, you may download to one of your outposts up to two mission specialists (personnel with one regular skill and nothing else) of different titles you own no copy of in play; each of your mission specialists whose skill the requirements name scores 5 bonus points when your team solves a mission; at the start of any of your turns you may discard it.
//   1E rulebook › THE SEED PHASES › Clarification: Seed Phase Actions; FACILITY PHASE › Tip: "Outposts"; SOLVING THE MISSION (bonus points).
import { defineCard } from '../../behaviour/define';

export default defineCard('109_063', {
  title: 'Assign Mission Specialists',
  scenario: 'behaviour/mission-specialists.spec.ts',
  play: { window: { kind: 'normal-play' } },
  whenSeeded: [{ kind: 'offer-mission-specialists' }],
  triggers: [{ on: 'played', effects: [{ kind: 'offer-mission-specialists' }] }],
  missionSpecialistBonus: { points: 5 },
  abilities: [{ id: 'discard', requires: ['start-of-your-turn'], costs: ['discard-self'], effects: [] }],
});
