import { ApiProperty } from '@nestjs/swagger';
import type { MtAccount } from './mt-account.entity.js';

/** Spec section 3, MT account. */
export class MtAccountDto {
  @ApiProperty()
  id!: number;

  @ApiProperty({ example: '12345678' })
  mtId!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export function toMtAccountDto(account: MtAccount): MtAccountDto {
  return { id: account.id, mtId: account.mtId, createdAt: account.createdAt.toISOString() };
}
