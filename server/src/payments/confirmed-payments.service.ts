import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, MoreThan, Repository } from 'typeorm';
import { Payment } from './payment.entity.js';

/** Payments in the order they were confirmed, for a reader that keeps its place (the alert fan-out). */
@Injectable()
export class ConfirmedPayments {
  constructor(@InjectRepository(Payment) private readonly payments: Repository<Payment>) {}

  /** Up to `take` payments confirmed after the place (`at`, then `position`: the payment's id). */
  after(at: Date, position: number, take: number): Promise<Payment[]> {
    return this.payments.find({
      where: [{ activatedAt: MoreThan(at) }, { activatedAt: at, id: MoreThan(position) }],
      order: { activatedAt: 'ASC', id: 'ASC' },
      take,
    });
  }

  /** Up to `take` payments confirmed from `from` to `to`, both included, the latest first. */
  between(from: Date, to: Date, take: number): Promise<Payment[]> {
    return this.payments.find({
      where: { activatedAt: Between(from, to) },
      order: { activatedAt: 'DESC', id: 'DESC' },
      take,
    });
  }
}
