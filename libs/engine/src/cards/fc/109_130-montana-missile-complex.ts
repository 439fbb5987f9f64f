// Montana Missile Complex (fc, 109_130): time location in 2063 Earth, paired with Earth (Espionage Mission: 1E rulebook › TIME TRAVEL › "Corresponding" Time Locations) — played there off the spaceline (it does not seed); its native personnel report to it.
import { defineCard } from '../../behaviour/define';

export default defineCard('109_130', {
  title: 'Montana Missile Complex',
  scenario: 'behaviour/time-locations.spec.ts',
  timeLocation: {
    kind: 'planet',
    corresponds: ['Earth'],
    natives: [{ personnel: { titles: ['Zefram Cochrane', 'Lily Sloane', 'Solkar', 'Sevek', "T'Shonra", 'Kathleen Tonell'] } }],
  },
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'corresponding-location' },
  triggers: [{ on: 'played', effects: [{ kind: 'place-time-location' }] }],
  manual: [
    'Phoenix placed beneath it from outside the game (acquired by a Zefram Cochrane), and Phoenix and Vulcan Lander reporting here as natives',
    'the Borg player may download Stop First Contact',
    'Stop First Contact nullified once Phoenix has taken off or Vulcan Lander has landed here',
  ],
});
