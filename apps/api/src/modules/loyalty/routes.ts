import {
  apiErrorSchema,
  availableLoyaltyPointsSchema,
  eventPointListSchema,
  eventPointsQuerySchema,
  loyaltyEventInfoSchema,
  nextMilestoneQuerySchema,
  nextMilestoneSchema,
  pointHistoryQuerySchema,
  pointHistorySchema,
  pointRangesSchema,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorResponses } from '../../lib/openapi.ts';
import { customerOf } from '../../plugins/auth.ts';

const tags = ['loyalty'];
const security = [{ bearer: [] }];
const errors = { ...apiErrorResponses, 401: apiErrorSchema };

/**
 * The signed-in customer's points (spec 001 §7 Customers and Loyalty): balances, the next
 * redemption step, the events and their history, each scoped by the session's customer. The
 * amounts of events and the redemption ranges are the shop's rules, public like prices.
 */
export async function loyaltyRoutes(app: FastifyInstance) {
  const route = app.withTypeProvider<ZodTypeProvider>();
  const { loyalty } = app.services;
  const secured = { onRequest: app.requireCustomer } as const;

  route.get(
    '/customers/getcustomeravailableloyaltypoints',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "The customer's approved (redeemable) and pending points",
        response: { 200: availableLoyaltyPointsSchema, ...errors },
      },
    },
    async (request) => loyalty.reads.available(customerOf(request).id),
  );

  route.get(
    '/customers/getnextmilestone',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'The next redemption range once an order winning and redeeming these points completes',
        querystring: nextMilestoneQuerySchema,
        response: { 200: nextMilestoneSchema, ...errors },
      },
    },
    async (request) =>
      loyalty.reads.nextMilestone(
        customerOf(request).id,
        request.query.winPoints,
        request.query.redeemPoints,
      ),
  );

  route.get(
    '/customers/GetLoyaltyEventInfo',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: 'The events that earn points, their points and what the customer earned from each',
        response: { 200: loyaltyEventInfoSchema, ...errors },
      },
    },
    async (request) => loyalty.reads.eventInfo(customerOf(request).id),
  );

  route.get(
    '/LoyaltyPointsOrder/GetEventPoints',
    {
      schema: {
        tags,
        summary: 'Points each named event credits (eventTypeCodes repeated)',
        querystring: eventPointsQuerySchema,
        response: { 200: eventPointListSchema, ...apiErrorResponses },
      },
    },
    async (request) => loyalty.reads.eventPointList(request.query.eventTypeCodes),
  );

  route.get(
    '/PointCustomer/GetByCustomer',
    {
      ...secured,
      schema: {
        tags,
        security,
        summary: "The customer's points history, newest first, a page at a time",
        querystring: pointHistoryQuerySchema,
        response: { 200: pointHistorySchema, ...errors },
      },
    },
    async (request) => loyalty.reads.history(customerOf(request).id, request.query),
  );

  route.get(
    '/PointRanges/GetPointRanges',
    {
      schema: {
        tags,
        summary: 'The redemption ranges: points and the euros they pay, with the redemption rules',
        response: { 200: pointRangesSchema, ...apiErrorResponses },
      },
    },
    async () => loyalty.reads.pointRanges(),
  );
}
