import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AdminController } from './admin.controller';
import { ChangeRoleHandler } from './commands/change-role';
import { CreateFirstAdminHandler } from './commands/create-first-admin';
import { FirstRunSetup } from './first-run-setup';
import { GetSetupStatusHandler } from './queries/get-setup-status';
import { ListAccountsHandler } from './queries/list-accounts';

/** Accounts for admins (list, role changes) and the first-run set-up of the first admin. */
@Module({
  imports: [AuthModule],
  controllers: [AdminController],
  providers: [FirstRunSetup, ListAccountsHandler, ChangeRoleHandler, CreateFirstAdminHandler, GetSetupStatusHandler],
})
export class AdminModule {}
