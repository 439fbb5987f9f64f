// Post Garrison (dom, 115_062): objective — played onto any mission; your opponent may not attempt or scout that mission, nor complete a [BO] objective targeting it. Their permission to battle your cards there regardless of affiliation attack restrictions, and the objective's nullification (too few Jem'Hadar or SECURITY on the planet, or too few staffed ships there), stay manual.
import { defineCard } from '../../behaviour/define';

export default defineCard('115_062', {
  title: 'Post Garrison',
  scenario: 'behaviour/scouting.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: {} },
  duration: 'on-target-mission',
  scoutingRules: { garrison: true },
  manual: ['the opponent may battle your cards there regardless of affiliation attack restrictions', "nullified on a planet with fewer than three of your Jem'Hadar or SECURITY personnel there, elsewhere with fewer than two of your staffed ships there"],
});
