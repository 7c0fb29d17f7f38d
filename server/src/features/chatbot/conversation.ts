import type { AppContext } from '../../context';
import type { ChatbotAnswer } from '@pulp/shared/contract';
import { badRequest } from '../../http/errors';
import { isHardened } from '../../config/hardened';
import { solve, solveIf } from '../challenges/solve';
import { mintCoupon } from '../coupons/regular';
import { Brain, MemoryError, rememberStatement } from './brain';
import { intentOf } from './intents';
import type { ChatbotRepository } from './repository';
import type { BotTranslate } from './texts';

/** How many times in a row Pulpy says no to a coupon. */
export const COUPON_PATIENCE = 5;
/** Percent off of the coupon Pulpy ends up giving. */
export const CHAT_COUPON_DISCOUNT = 10;

/** The status answer: whether Pulpy is there and what it expects first. */
export interface ChatStatus extends ChatbotAnswer {
  status: boolean;
}

/**
 * Pulpy, the support bot: one for the whole shop. It asks a customer's name once, remembers
 * it in its memory (./brain) and answers questions by intent (./intents) in the visitor's
 * language. Its memory is read from the database on first use and cleared when a trainer
 * resets the shop.
 */
export class Pulpy {
  private brain: Brain | null = null;
  /** Coupon requests in a row, per customer (any other question starts the count again). */
  private readonly couponAsks = new Map<number, number>();

  constructor(
    private readonly ctx: AppContext,
    private readonly repository: ChatbotRepository,
  ) {}

  private memory(): Brain {
    this.brain ??= new Brain(this.repository.statements());
    return this.brain;
  }

  /** A trainer's reset: Pulpy forgets every name and is whole again. */
  forget(): void {
    this.repository.clear();
    this.brain = null;
    this.couponAsks.clear();
  }

  private offline(t: BotTranslate): ChatbotAnswer {
    return { action: 'offline', body: t('OFFLINE') };
  }

  status(userId: number, t: BotTranslate): ChatStatus {
    const brain = this.memory();
    if (!brain.alive) return { status: false, ...this.offline(t) };
    const name = brain.nameOf(userId);
    return name === undefined ? { status: true, action: 'setname', body: t('GREETING_NEW') } : { status: true, action: 'query', body: t('GREETING_KNOWN', { name }) };
  }

  setName(userId: number, name: string, t: BotTranslate): ChatbotAnswer {
    const brain = this.memory();
    if (!brain.alive) return this.offline(t);
    const statement = rememberStatement(userId, name.trim(), this.ctx.config);
    try {
      brain.learn(statement);
    } catch (error) {
      if (!(error instanceof MemoryError)) throw error;
      // The memory's own error, as the bot's first sandbox reported it.
      throw badRequest(`Pulpy could not remember that name. ${error.kind}: ${error.message} in ${statement}`);
    }
    this.repository.add(statement);
    if (!brain.alive) {
      const { ctx } = this;
      solveIf(ctx, 'killChatbotChallenge', () => !brain.alive);
      return this.offline(t);
    }
    return { action: 'query', body: t('NAME_SAVED', { name: brain.nameOf(userId) ?? name }) };
  }

  query(userId: number, text: string, language: string, t: BotTranslate): ChatbotAnswer {
    const brain = this.memory();
    if (!brain.alive) return this.offline(t);
    const name = brain.nameOf(userId);
    if (name === undefined) return { action: 'setname', body: t('GREETING_NEW') };
    const intent = intentOf(text, language);
    if (intent === 'COUPON') return { action: 'query', body: this.coupon(userId, t) };
    this.couponAsks.delete(userId);
    return { action: 'query', body: intent ? t(`ANSWER_${intent}`, { name }) : t('FALLBACK', { name }) };
  }

  private coupon(userId: number, t: BotTranslate): string {
    const { ctx } = this;
    const asks = (this.couponAsks.get(userId) ?? 0) + 1;
    this.couponAsks.set(userId, asks);
    // vuln: bullyChatbotChallenge — the bot gives in to whoever asks often enough in a row: its
    // coupon rule counts insistence instead of never handing out codes in the chat at all.
    if (isHardened(ctx, 'bullyChatbotChallenge')) {
      // No code ever leaves the chat: past the fourth request the answer stays a firm no.
      if (asks >= COUPON_PATIENCE) return t('COUPON_REFUSE_FIRM');
    } else {
      if (asks >= COUPON_PATIENCE) {
        this.couponAsks.delete(userId);
        const today = new Date();
        const coupon = mintCoupon(ctx.config.coupons.secret, CHAT_COUPON_DISCOUNT, { year: today.getFullYear(), month: today.getMonth() + 1 });
        return this.handedOut(t('COUPON_GIVE', { coupon, discount: String(CHAT_COUPON_DISCOUNT) }));
      }
    }
    return t(`COUPON_REFUSE_${asks}`);
  }

  /** A coupon left the chat: that, not the asking, solves Bully Chatbot. */
  private handedOut(answer: string): string {
    const { ctx } = this;
    solve(ctx, 'bullyChatbotChallenge');
    return answer;
  }
}
