/**
 * The live table (/table/:id): the board from the caller's view, every legal command reachable by
 * clicking the card it concerns or the general actions, dialogs for choices by name, the manual
 * effect builder, the log, and the live stream's state. A finished game points to its replay.
 */
import { useEffect, useMemo, useState } from 'react';
import type { PlayerId, Primitive } from '@captains-log/engine';
import { api } from '../app/session';
import { Link, type Params } from '../app/router';
import { useStore } from '../app/store';
import { appConfig } from '../app/config';
import { Board } from '../components/Board';
import { CardPanel } from '../components/CardPanel';
import { instances, modelOfView, namerOf } from '../components/board-model';
import { groupCommands, movesAlong, passLeavesFacilities, responseSetting, type ActionGroup } from '../table/actions';
import { ChoiceDialog, ConfirmDialog, DisputeDialog, MoveDialog, VariantDialog } from '../table/ActionDialogs';
import { ManualEffectDialog, PendingManual } from '../table/ManualEffect';
import { TableController } from '../table/table-store';
import { usePageTitle } from '../app/layout';
import { CallJudgeButton } from '../table/CallJudge';
import { TournamentRound } from '../table/TournamentRound';
import { WhyNot } from '../table/WhyNot';
import { whyNotQuestion } from '../table/why-not';

type Open =
  | { kind: 'group'; group: ActionGroup }
  | { kind: 'manual' }
  | { kind: 'dispute' }
  | { kind: 'concede'; group: ActionGroup }
  | { kind: 'pass-without-facility'; group: ActionGroup; facilities: readonly string[] }
  | null;

export function TablePage({ params }: { params: Params }) {
  const controller = useMemo(() => new TableController(api(), params.id!), [params.id]);
  useEffect(() => {
    void controller.start();
    return () => controller.stop();
  }, [controller]);
  const state = useStore(controller.store, (s) => s);
  const [selected, setSelected] = useState<string | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const snapshot = state.snapshot;
  const seat: PlayerId | null = snapshot?.you.role === 'player' ? snapshot.you.seat : null;
  const model = useMemo(() => (snapshot ? modelOfView(snapshot.view, seat) : null), [snapshot, seat]);
  const names = useMemo(() => (model ? namerOf(model) : null), [model]);
  const actions = useMemo(() => (snapshot && names ? groupCommands(snapshot.legalCommands, names) : null), [snapshot, names]);
  usePageTitle(model ? `${model.names.p1} v ${model.names.p2} — table` : 'Table');

  if (state.loadError) return <p className="error" role="alert">Cannot open this game: {state.loadError}</p>;
  if (!snapshot || !model || !names || !actions) return <p aria-busy="true">Opening the table…</p>;

  const run = (command: Parameters<typeof controller.submit>[0]) => controller.submit(command);
  const selectedCard = selected ? instances(model.board).get(selected) : undefined;
  const cardGroups = selected ? (actions.byCard.get(selected) ?? []) : [];
  const view = snapshot.view;
  const ended = view.phase === 'ended';
  const myTurn = seat !== null && view.turn?.player === seat;
  // Issue 15: also the opponent who declares an encountered dilemma's effect, or who responds in a response window.
  const awaitedToDeclare = seat !== null && view.awaiting.some((entry) => entry.player === seat && (entry.kind === 'resolve-dilemma' || entry.kind === 'respond'));
  const canDeclare = seat !== null && view.phase === 'play' && (myTurn || awaitedToDeclare) && !view.pendingManual && actions.moves > 0;
  const activate = (group: ActionGroup) => {
    if (group.type === 'Concede') return setOpen({ kind: 'concede', group });
    const leaves = group.type === 'PassSeeding' ? passLeavesFacilities(actions, names) : null;
    if (leaves) return setOpen({ kind: 'pass-without-facility', group, facilities: leaves.facilities });
    if (group.type === 'RespondToManualEffect' && group.verb.startsWith('Dispute')) return setOpen({ kind: 'dispute' });
    if (group.actions.length === 1 && group.type !== 'Beam' && group.type !== 'Walk') return void run(group.actions[0]!.command);
    setOpen({ kind: 'group', group });
  };
  const groupButton = (group: ActionGroup) => (
    <button
      key={`${group.type}|${group.verb}`}
      type="button"
      className={group.type === 'Concede' ? 'danger' : group.type === 'EndTurn' || group.type.startsWith('Respond') || group.type === 'ChooseForDilemma' ? 'primary' : ''}
      data-command={group.type}
      disabled={state.busy}
      onClick={() => activate(group)}
    >
      {group.verb}
      {group.actions.length > 1 || group.type === 'Beam' || group.type === 'Walk' || group.type === 'Concede' ? '…' : group.actions[0]!.detail ? ` ${group.actions[0]!.detail}` : ''}
    </button>
  );
  const withActions = [...actions.byCard.keys()];
  const whyNot = selected && !ended ? whyNotQuestion(model, selected, cardGroups, myTurn && view.phase === 'play' && actions.moves > 0) : null;

  return (
    <div className="table-page" data-revision={snapshot.revision} data-busy={state.busy ? 'true' : 'false'}>
      <div className="table-board">
        <Board model={model} actions={actions.byCard} selected={selected} onCard={(iid) => setSelected((s) => (s === iid ? null : iid))} images={!!appConfig().cardImageUrl} />
      </div>
      <aside className="table-side" aria-label="Your actions and the log">
        <div className="connection" data-connection={state.connection}>
          {state.connection === 'live' ? 'Live' : state.connection === 'connecting' ? 'Connecting…' : 'Connection lost — reconnecting…'}
          {snapshot.you.role !== 'player' ? <span> · watching as {snapshot.you.role}</span> : null}
        </div>
        {snapshot.tournament ? <TournamentRound tournament={snapshot.tournament} ended={ended} /> : null}
        {state.notice ? (
          <div className={`notice ${state.notice.kind}`} role="alert">
            <p>{state.notice.kind === 'violation' ? <strong>Not allowed: </strong> : null}{state.notice.text}</p>
            {state.notice.rule ? <p className="rule">Rule: {state.notice.rule}</p> : null}
            <button type="button" className="link" onClick={() => controller.store.dispatch({ type: 'notice', notice: null })}>
              Dismiss
            </button>
          </div>
        ) : null}
        {ended ? (
          <div className="ended">
            <p>The game is over.</p>
            <Link to={`/replay/${snapshot.gameId}`} className="button primary">
              Open the replay
            </Link>
          </div>
        ) : null}
        {view.pendingManual ? <PendingManual pending={view.pendingManual as { player: PlayerId; source: string; description: string; primitives: readonly Primitive[] }} names={names} /> : null}
        {!ended ? (
          <section className="moves" aria-label="Your move">
            <h2>{seat === null ? 'Watching' : actions.moves > 0 ? 'Your move' : 'Waiting for your opponent'}</h2>
            <div className="general-actions">{actions.general.map(groupButton)}</div>
            {canDeclare ? (
              <button type="button" data-command="DeclareManualEffect" disabled={state.busy} onClick={() => setOpen({ kind: 'manual' })}>
                Manual effect…
              </button>
            ) : null}
            {seat !== null ? <CallJudgeButton gameId={snapshot.gameId} log={state.log} calls={Object.values(view.judge?.calls ?? {})} /> : null}
            {withActions.length ? (
              <p className="hint">
                {withActions.length} card{withActions.length === 1 ? ' has' : 's have'} actions (outlined): select one to see them.
              </p>
            ) : null}
            {actions.settings.length ? (
              <div className="settings" aria-label="Your response setting">
                <span className="hint">Responses: {responseSetting(actions.settings)}.</span> {actions.settings.map(groupButton)}
              </div>
            ) : null}
          </section>
        ) : null}
        <CardPanel model={model} selectedBp={selectedCard?.bp ?? null} onClose={() => setSelected(null)}>
          {selected && model.flights?.[selected] ? <p className="hint range-left">RANGE left this turn: {model.flights[selected]!.rangeLeft}</p> : null}
          {cardGroups.length ? <div className="card-actions" aria-label="Actions of this card">{cardGroups.map(groupButton)}</div> : null}
          {whyNot ? <WhyNot key={`${selected}@${snapshot.revision}`} gameId={snapshot.gameId} question={whyNot} /> : null}
        </CardPanel>
        <section className="log" aria-label="What happened">
          <h2>Log (latest first)</h2>
          <ol className="events" tabIndex={0} aria-label="Events, latest first">
            {state.log.slice(-80).reverse().map((l) => (
              <li key={l.revision} className={l.rewound ? 'rewound' : l.dispute ? 'dispute' : l.manual ? 'manual' : ''} title={l.rule ?? ''}>
                {l.rewound ? <span className="tag">rewound</span> : null} {l.text}
              </li>
            ))}
          </ol>
        </section>
      </aside>
      {open?.kind === 'group' && (open.group.type === 'Beam' || open.group.type === 'Walk') ? (
        <MoveDialog group={open.group} moves={movesAlong(open.group, actions, names)} names={names} run={run} onClose={() => setOpen(null)} />
      ) : open?.kind === 'group' && open.group.type === 'ChooseForDilemma' ? (
        <ChoiceDialog group={open.group} names={names} run={run} onClose={() => setOpen(null)} />
      ) : open?.kind === 'group' ? (
        <VariantDialog group={open.group} names={names} run={run} onClose={() => setOpen(null)} />
      ) : open?.kind === 'manual' ? (
        <ManualEffectDialog model={model} names={names} run={run} onClose={() => setOpen(null)} />
      ) : open?.kind === 'dispute' ? (
        <DisputeDialog run={run} onClose={() => setOpen(null)} />
      ) : open?.kind === 'pass-without-facility' ? (
        <ConfirmDialog
          title="Pass without seeding a facility?"
          confirm="Pass anyway"
          text={`${open.facilities.join(', ')} can still be seeded: a facility is where you report your personnel and ships for duty. Passing ends your seeding (1E rulebook › FACILITY PHASE); the cards you have not seeded are placed out of play when the game begins. To seed it, select it in your seed deck.`}
          command={open.group.actions[0]!.command}
          run={run}
          onClose={() => setOpen(null)}
        />
      ) : open?.kind === 'concede' ? (
        <ConfirmDialog title="Concede" text="Conceding ends the game now as a loss for you." command={open.group.actions[0]!.command} run={run} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}
