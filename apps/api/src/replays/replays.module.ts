import { Module } from '@nestjs/common';
import { GamesModule } from '../games/games.module';
import { ReplaysController } from './replays.controller';

/** Replay downloads and the signing key (issue 8); the files are built by the platform's replay job. */
@Module({ imports: [GamesModule], controllers: [ReplaysController] })
export class ReplaysModule {}
