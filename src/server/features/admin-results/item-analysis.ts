import { sql } from 'drizzle-orm';
import {
  ITEM_ANALYSIS_MIN_ATTEMPTS,
  type ItemAnalysis,
  type ItemFlag,
  type ItemStatistics,
} from '../../../shared/schemas/admin-results';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';

const TEXT_LENGTH = 200;
const TOO_EASY_ABOVE = 90;
const TOO_HARD_BELOW = 10;

type ItemRow = {
  question_id: string;
  question_text: string;
  options: string[];
  correct_answer: number;
  attempts: number;
  facility: number | null;
  discrimination: number | null;
  unanswered: number;
  /** chosen original option index -> times */
  option_counts: Record<string, number> | null;
};

/**
 * Moodle's quiz statistics for one quiz (research/item-analysis-and-import.md), in one statement:
 * each included result is scored per question from its stored answers (the chosen original option
 * index) against today's answer key; the facility index is the share correct; the discrimination
 * index is corr(question score, score on the rest of the quiz) x100, the rest weighted as grading
 * weighs it (points x the module's points per question). `first` takes each learner's first
 * result (a deleted user's results count as separate learners: nothing tells them apart).
 */
export async function itemAnalysis(db: Db, quizId: string, attempts: 'first' | 'all'): Promise<ItemAnalysis> {
  const [quiz] = (await db.execute<{ title: string }>(sql`select title from quizzes where id = ${quizId}`))
    .rows;
  if (!quiz) throw new AppError(404, 'QUIZ_NOT_FOUND');
  const { rows } = await db.execute<ItemRow>(itemStatisticsQuery(quizId, attempts === 'all'));
  const attemptCount = await includedAttempts(db, quizId, attempts === 'all');
  return {
    quizId,
    quizTitle: quiz.title,
    attempts,
    attemptCount,
    fewAttempts: attemptCount < ITEM_ANALYSIS_MIN_ATTEMPTS,
    questions: rows.map(toItemStatistics),
  };
}

function includedResults(quizId: string, all: boolean) {
  return sql`select id, answers from (
      select r.id, r.answers, row_number() over (
        partition by coalesce(r.user_id, r.guest_access_id::text, r.id::text)
        order by r.completed_at, r.id) as nth
      from quiz_results r where r.quiz_id = ${quizId}) numbered
    where ${all}::boolean or nth = 1`;
}

async function includedAttempts(db: Db, quizId: string, all: boolean): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (${includedResults(quizId, all)}) included`,
  );
  return rows[0]?.n ?? 0;
}

function itemStatisticsQuery(quizId: string, all: boolean) {
  return sql`with included as (${includedResults(quizId, all)}),
    items as (
      select q.id, q.question_text, q.options, q.correct_answer, q.order_index, q.created_at,
        q.points * coalesce(m.points_per_question, 1)::float8 as weight
      from questions q left join quiz_modules m on m.id = q.module_id
      where q.quiz_id = ${quizId}),
    scored as (
      select i.id as result_id, it.id as question_id, it.weight,
        case when jsonb_typeof(i.answers -> it.id::text) = 'number'
          then (i.answers ->> it.id::text)::int end as chosen,
        case when jsonb_typeof(i.answers -> it.id::text) = 'number'
          and (i.answers ->> it.id::text)::int = it.correct_answer then 1.0 else 0.0 end::float8 as correct
      from included i cross join items it),
    totals as (select result_id, sum(correct * weight) as total from scored group by result_id),
    per_item as (
      select s.question_id, count(*)::int as attempts, (avg(s.correct) * 100)::float8 as facility,
        (corr(s.correct, t.total - s.correct * s.weight) * 100)::float8 as discrimination,
        count(*) filter (where s.chosen is null)::int as unanswered
      from scored s join totals t using (result_id) group by s.question_id),
    chosen as (
      select question_id, jsonb_object_agg(chosen, n) as option_counts from (
        select question_id, chosen, count(*)::int as n from scored where chosen is not null
        group by question_id, chosen) c
      group by question_id)
    select it.id as question_id, it.question_text, it.options, it.correct_answer,
      coalesce(p.attempts, 0) as attempts, p.facility, p.discrimination,
      coalesce(p.unanswered, 0) as unanswered, c.option_counts
    from items it left join per_item p on p.question_id = it.id
    left join chosen c on c.question_id = it.id
    order by it.order_index, it.created_at, it.id`;
}

function toItemStatistics(row: ItemRow, place: number): ItemStatistics {
  const facility = row.facility === null ? null : round1(row.facility);
  const discrimination = row.discrimination === null ? null : round1(row.discrimination);
  return {
    questionId: row.question_id,
    position: place + 1,
    text: cut(row.question_text),
    correctAnswer: row.correct_answer,
    options: row.options.map((text, index) => {
      const chosen = row.option_counts?.[String(index)] ?? 0;
      return {
        index,
        text: cut(text),
        isCorrect: index === row.correct_answer,
        chosen,
        chosenPercent: row.attempts > 0 ? round1((chosen / row.attempts) * 100) : 0,
      };
    }),
    unanswered: row.unanswered,
    facilityIndex: facility,
    discriminationIndex: discrimination,
    flags: itemFlags(facility, discrimination),
  };
}

function itemFlags(facility: number | null, discrimination: number | null): ItemFlag[] {
  const flags: ItemFlag[] = [];
  if (facility !== null && facility > TOO_EASY_ABOVE) flags.push('TOO_EASY');
  if (facility !== null && facility < TOO_HARD_BELOW) flags.push('TOO_HARD');
  if (discrimination !== null && discrimination < 0) flags.push('NEGATIVE_DISCRIMINATION');
  return flags;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const cut = (text: string) => (text.length > TEXT_LENGTH ? `${text.slice(0, TEXT_LENGTH - 1)}…` : text);
