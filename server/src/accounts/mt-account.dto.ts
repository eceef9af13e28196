import type { MtAccount } from './mt-account.entity.js';

/** Spec section 3, MT account. */
export interface MtAccountDto {
  id: number;
  mtId: string;
  createdAt: string;
}

export function toMtAccountDto(account: MtAccount): MtAccountDto {
  return { id: account.id, mtId: account.mtId, createdAt: account.createdAt.toISOString() };
}
