import type { Role, User } from './user.entity.js';

/** What the portal keeps about the signed-in user. Never includes secrets. */
export interface UserDto {
  id: number;
  email: string;
  phone: string | null;
  role: Role;
  firstName: string | null;
  lastName: string | null;
  createdAt: string;
}

export interface ProfileDto {
  firstName: string | null;
  lastName: string | null;
  email: string;
  createdAt: string;
}

export function toUserDto(user: User): UserDto {
  return {
    id: user.id,
    email: user.email,
    phone: user.phone,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toProfileDto(user: User): ProfileDto {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    createdAt: user.createdAt.toISOString(),
  };
}
