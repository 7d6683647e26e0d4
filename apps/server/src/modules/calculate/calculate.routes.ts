import { compoundInterest } from '@kosh/core/calculators/compound-interest';
import { fixedDeposit } from '@kosh/core/calculators/fixed-deposit';
import { homeLoan } from '@kosh/core/calculators/home-loan';
import { recurringDeposit } from '@kosh/core/calculators/recurring-deposit';
import { simpleInterest } from '@kosh/core/calculators/simple-interest';
import { sip } from '@kosh/core/calculators/sip';
import * as contract from '@kosh/core/contracts/calculate';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const calculateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['calculators'];
  app.post('/home-loan', { schema: { tags, body: contract.homeLoanRequest, response: { 200: contract.homeLoanResponse } } }, async (req) => homeLoan(req.body));
  app.post('/sip', { schema: { tags, body: contract.sipRequest, response: { 200: contract.sipResponse } } }, async (req) => sip(req.body));
  app.post('/fd', { schema: { tags, body: contract.fdRequest, response: { 200: contract.fdResponse } } }, async (req) => fixedDeposit(req.body));
  app.post('/rd', { schema: { tags, body: contract.rdRequest, response: { 200: contract.rdResponse } } }, async (req) => recurringDeposit(req.body));
  app.post('/simple-interest', { schema: { tags, body: contract.simpleInterestRequest, response: { 200: contract.simpleInterestResponse } } }, async (req) => simpleInterest(req.body));
  app.post('/compound-interest', { schema: { tags, body: contract.compoundInterestRequest, response: { 200: contract.compoundInterestResponse } } }, async (req) => compoundInterest(req.body));
};
