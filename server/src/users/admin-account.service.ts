import { randomBytes } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { hashPassword } from '../auth/passwords.js';
import { AppConfig } from '../config/app-config.js';
import { withDatabaseLock } from '../database/database-lock.js';
import { User } from './user.entity.js';

/** Creates the ADMIN_EMAIL account, or promotes it, every time the server starts. */
@Injectable()
export class AdminAccountService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminAccountService.name);

  constructor(
    private readonly config: AppConfig,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly dataSource: DataSource,
  ) {}

  /** Under the start-up lock, so that replicas starting together create one admin. */
  onApplicationBootstrap(): Promise<void> {
    return withDatabaseLock(this.dataSource, 'seed', () => this.ensureAdmin());
  }

  private async ensureAdmin(): Promise<void> {
    const email = this.config.adminEmail;
    const existing = await this.users.findOneBy({ email });
    if (existing) {
      if (existing.role !== 'admin' || existing.disabledAt) {
        await this.users.update({ id: existing.id }, { role: 'admin', disabledAt: null });
        this.logger.log(`Promoted ${email} to admin`);
      }
      if (!existing.passwordHash && this.config.adminPassword) {
        await this.users.update({ id: existing.id }, { passwordHash: await hashPassword(this.config.adminPassword) });
      }
      return;
    }
    const password = this.config.adminPassword ?? randomBytes(12).toString('base64url');
    const now = new Date();
    await this.users
      .createQueryBuilder()
      .insert()
      .values({ email, role: 'admin', passwordHash: await hashPassword(password), createdAt: now, updatedAt: now })
      // Insert-if-absent: a second process on the same SQLite file (no lock there) adds nothing.
      .orIgnore()
      .execute();
    if (this.config.nodeEnv === 'test') return;
    if (this.config.adminPassword) {
      console.log(`  Admin account created: ${email} (password from ADMIN_PASSWORD)`);
    } else {
      // Shown once: it is stored only as a hash.
      console.log(
        `  Admin account created: ${email} / ${password}\n  Save this password now; it will not be shown again.`,
      );
    }
  }
}
