// Test for Weakness (tnz, 219_026): objective — on a Neutral Zone Region mission. Once per game you may download Earth Outpost there, under your opponent's control; your Romulan [OS] ships there have doubled WEAPONS when attacked (returning fire) or when one attacks an outpost alone; when an opposing outpost is destroyed there, you score 10 points and discard the objective.
import { defineCard } from '../../behaviour/define';

export default defineCard('219_026', {
  title: 'Test for Weakness',
  scenario: 'battle/facility-battle.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'mission', missions: { regions: ['Neutral Zone Region'] } },
  duration: 'on-target-mission',
  abilities: [{ id: 'earth-outpost', limit: 'once-per-game', targets: { kind: 'facility-to-download-here', titles: ['Earth Outpost'] }, effects: [{ kind: 'download-target-here-for-opponent' }] }],
  doublesWeaponsHere: { affiliations: ['Romulan'], icons: ['OS'] },
  scoresOpposingOutpostDestroyedHere: 10,
});
