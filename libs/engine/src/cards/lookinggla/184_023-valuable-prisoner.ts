// Valuable Prisoner (lookinggla, 184_023): incident — on your table (unique): a personnel about to be killed — the opponent's, or your own — is taken instead as a captive to a crew or Away Team of the other player in that quadrant (for your captives: your Internment Camp 371 when you have none); the incident then lies on that captive; lying on your personnel, it scores you its 10 points when that personnel is rescued (1E rulebook › CAPTURE).
import { defineCard } from '../../behaviour/define';

export default defineCard('184_023', {
  title: 'Valuable Prisoner',
  scenario: 'behaviour/captures-instead.spec.ts',
  play: { window: { kind: 'normal-play' } },
  // Both ways (captures-instead.ts): an opposing personnel becomes your captive; with `yoursToo`, your own becomes the opponent's.
  captureInsteadOfKill: { inQuadrant: true, yoursToo: true, placeOnCaptive: true },
  // Issue 15 (helper domir): captives.ts › release (its point box).
  scoresWhenHostRescued: 10,
  manual: ['after your capture, downloading Impersonate Captive or a [Pun] card'],
});
