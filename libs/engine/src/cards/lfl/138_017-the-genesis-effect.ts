// The Genesis Effect (lfl, 138_017): incident — played atop one of your missions no attempt has begun at yet; as it is played you name a dilemma (any dilemma title of this game's decks). When your crew or Away Team encounters that dilemma attempting this mission, having begun the attempt with 3 to 7 personnel, the dilemma is nullified. Unique.
import { defineCard } from '../../behaviour/define';

// 1E rulebook › THE CARDS › INCIDENTS; ATTEMPT A MISSION › NULLIFIERS (a nullified dilemma has no effect and is
// discarded). "Unexamined" is read as no mission attempt having begun there (`Location.attempted`), as Preparation and
// Historic Coming Together read it. "Began with more than 2 and fewer than 8" counts the team facing the dilemma as the
// attempt began (`AttemptState.beganWith`). "(Unique.)": play.ts › markedUniqueProblem.
export default defineCard('138_017', {
  title: 'The Genesis Effect',
  scenario: 'behaviour/genesis-effect.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { yours: true, unattempted: true } },
  duration: 'on-target-mission',
  triggers: [{ on: 'played', effects: [{ kind: 'choose-cards', chooser: 'you', pool: { from: 'dilemma-titles' }, pick: 1, chosen: 'select-option' }] }],
  nullifies: [{ kind: 'named-dilemma-here', moreThan: 2, fewerThan: 8 }],
});
