import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { UpdateProfileDto } from './dto/update-profile.dto.js';
import { toProfileDto, type ProfileDto } from './user.dto.js';
import { User } from './user.entity.js';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normaliseEmail(email) });
  }

  async profile(userId: number): Promise<ProfileDto> {
    return toProfileDto(await this.getOrFail(userId));
  }

  async updateProfile(userId: number, changes: UpdateProfileDto): Promise<ProfileDto> {
    const user = await this.getOrFail(userId);
    // An emptied name is stored as "not set".
    if (changes.firstName !== undefined) user.firstName = changes.firstName || null;
    if (changes.lastName !== undefined) user.lastName = changes.lastName || null;
    return toProfileDto(await this.users.save(user));
  }

  private async getOrFail(userId: number): Promise<User> {
    const user = await this.findById(userId);
    if (!user) throw new NotFoundException('Account not found');
    return user;
  }
}
