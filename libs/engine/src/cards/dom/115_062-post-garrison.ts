// Post Garrison (dom, 115_062): objective — played onto any mission; your opponent may not attempt or scout that mission, nor complete a [BO] objective targeting it, but may battle your cards there whatever the affiliation attack restrictions. It is nullified while, at a mission with a planet, you have fewer than three Jem'Hadar or SECURITY personnel on the planet, or, at a space mission, fewer than two staffed ships of yours there.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_062', {
  title: 'Post Garrison',
  scenario: 'behaviour/garrisons.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: {} },
  duration: 'on-target-mission',
  scoutingRules: { garrison: true },
  opensBattleHere: true,
  discardWhen: [{ kind: 'too-few-at-its-mission', planet: { filter: { anyOf: [{ species: "Jem'Hadar" }, { classification: 'SECURITY' }, { skill: 'SECURITY' }] }, atLeast: 3 }, staffedShips: 2 }],
});
