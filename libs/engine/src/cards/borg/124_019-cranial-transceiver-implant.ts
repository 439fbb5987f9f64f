// Cranial Transceiver Implant (borg, 124_019): event — placed on your Borg drone, who gets +2 CUNNING; while that drone is a [Com] Borg, once each turn its owner may download a [BO] objective OR discard an objective of theirs in play (ActivateCard; one use a turn between the two).
import { defineCard } from '../../behaviour/define';

/** "If a [Com] Borg". */
const communication = [{ kind: 'host-personnel' as const, filter: { affiliation: 'Borg', icons: ['Com'] } }];

export default defineCard('124_019', {
  title: 'Cranial Transceiver Implant',
  scenario: 'behaviour/events-d.spec.ts',
  play: { window: { kind: 'normal-play' } },
  targets: { kind: 'personnel', whose: 'yours', filter: { affiliation: 'Borg' } },
  modifiers: [{ kind: 'host-gains', attributes: ['CUNNING'], delta: 2, to: {}, where: 'on-host' }],
  duration: 'on-target-card',
  abilities: [
    { id: 'download-objective', limit: 'once-per-turn', limitShared: 'objective', requires: communication, targets: { kind: 'card-to-download', filter: { types: ['Objective'], icons: ['BO'] } }, effects: [{ kind: 'download-target' }] },
    { id: 'discard-objective', limit: 'once-per-turn', limitShared: 'objective', requires: communication, targets: { kind: 'your-card-in-play', filter: { types: ['Objective'] } }, effects: [{ kind: 'discard-target' }] },
  ],
});
