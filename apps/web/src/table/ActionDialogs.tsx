/**
 * Dialogs that turn a group of legal commands into one choice made by card or mission name: pick
 * one of several variants (fly to…, seed under…, attempt with…), tick the personnel to beam or walk,
 * pick the cards a dilemma asks for, give a reason for a dispute.
 */
import { useState } from 'react';
import type { GameCommand } from '../api/client';
import { Dialog } from '../components/Dialog';
import { dilemmaChoice, moveCommand, moveOptions, type Action, type ActionGroup, type Namer } from './actions';

export type Run = (command: GameCommand) => Promise<boolean>;

/** Pick one variant of a group (each a button labelled with names). */
export function VariantDialog({ group, names, run, onClose }: { group: ActionGroup; names: Namer; run: Run; onClose: () => void }) {
  const subject = group.subject ? names.card(group.subject) : null;
  return (
    <Dialog title={subject ? `${group.verb}: ${subject}` : group.verb} onClose={onClose}>
      <ul className="variants">
        {group.actions.map((a) => (
          <li key={a.key}>
            <button
              type="button"
              onClick={async () => {
                onClose();
                await run(a.command);
              }}
            >
              {a.verb} {a.detail}
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

/** Beam or walk: choose where, then tick who goes (any of the cards that may go there). */
export function MoveDialog({ group, moves, names, run, onClose }: { group: ActionGroup; moves: readonly Action[]; names: Namer; run: Run; onClose: () => void }) {
  const options = moveOptions(moves, names);
  const [choice, setChoice] = useState(0);
  const option = options[choice]!;
  // opened from a personnel: that one ticked (the others may be added); from a ship or facility: everyone it moves
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set(group.subject && option.cards.includes(group.subject) ? [group.subject] : option.cards));
  const toggle = (iid: string) => setTicked((t) => (t.has(iid) ? new Set([...t].filter((x) => x !== iid)) : new Set([...t, iid])));
  return (
    <Dialog title={`${group.verb} personnel`} onClose={onClose}>
      <form
        className="stack"
        onSubmit={async (e) => {
          e.preventDefault();
          const cards = option.cards.filter((c) => ticked.has(c));
          if (cards.length === 0) return;
          onClose();
          await run(moveCommand(option, cards));
        }}
      >
        <label>
          Destination{' '}
          <select value={choice} onChange={(e) => setChoice(Number(e.target.value))}>
            {options.map((o, i) => (
              <option key={i} value={i}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>Who goes</legend>
          {option.cards.map((iid) => (
            <label key={iid} className="check">
              <input type="checkbox" checked={ticked.has(iid)} onChange={() => toggle(iid)} /> {names.card(iid)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="primary" disabled={!option.cards.some((c) => ticked.has(c))}>
          {group.verb} {option.cards.filter((c) => ticked.has(c)).length} {option.towards}
        </button>
      </form>
    </Dialog>
  );
}

/** A dilemma asks for N of its options (1E rulebook › ATTEMPT A MISSION › ENCOUNTERING DILEMMAS). */
export function ChoiceDialog({ group, names, run, onClose }: { group: ActionGroup; names: Namer; run: Run; onClose: () => void }) {
  const choice = dilemmaChoice(group.actions)!;
  const [ticked, setTicked] = useState<readonly string[]>([]);
  const toggle = (iid: string) =>
    setTicked((t) => (t.includes(iid) ? t.filter((x) => x !== iid) : t.length < choice.pick ? [...t, iid] : [...t.slice(1), iid]));
  return (
    <Dialog title="The dilemma asks you to choose" onClose={onClose}>
      <form
        className="stack"
        onSubmit={async (e) => {
          e.preventDefault();
          if (ticked.length !== choice.pick) return;
          onClose();
          await run({ type: 'ChooseForDilemma', chosen: ticked });
        }}
      >
        <fieldset>
          <legend>
            Choose {choice.pick} of {choice.options.length}
          </legend>
          {choice.options.map((iid) => (
            <label key={iid} className="check">
              <input type="checkbox" checked={ticked.includes(iid)} onChange={() => toggle(iid)} /> {names.card(iid)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="primary" disabled={ticked.length !== choice.pick}>
          Choose {ticked.map((t) => names.card(t)).join(', ') || '…'}
        </button>
      </form>
    </Dialog>
  );
}

/** Disputing a manual effect: the reason goes on the record. */
export function DisputeDialog({ run, onClose }: { run: Run; onClose: () => void }) {
  const [reason, setReason] = useState('');
  return (
    <Dialog title="Dispute the manual effect" onClose={onClose}>
      <form
        className="stack"
        onSubmit={async (e) => {
          e.preventDefault();
          onClose();
          await run({ type: 'RespondToManualEffect', accept: false, reason: reason.trim() || 'disputed' });
        }}
      >
        <label>
          Why (shown to your opponent and kept in the game&apos;s record)
          <textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} />
        </label>
        <button type="submit" className="danger">
          Dispute
        </button>
      </form>
    </Dialog>
  );
}

/** Asks before a command that cannot be taken back (conceding; passing the facility phase with a facility left):
 * `confirm` labels the button that runs it (the title by default). */
export function ConfirmDialog({ title, text, confirm, run, command, onClose }: { title: string; text: string; confirm?: string; run: Run; command: GameCommand; onClose: () => void }) {
  return (
    <Dialog title={title} onClose={onClose}>
      <p>{text}</p>
      <div className="row">
        <button
          type="button"
          className="danger"
          onClick={async () => {
            onClose();
            await run(command);
          }}
        >
          {confirm ?? title}
        </button>
        <button type="button" onClick={onClose}>
          Cancel
        </button>
      </div>
    </Dialog>
  );
}
