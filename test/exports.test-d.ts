// The root entry's types, and the ones that moved to daycalc/protocol.
import { describe, expectTypeOf, it } from 'vitest';
import type { ErrorStatus, OperationDefinition, PrecedenceRow, RequestOptions, RequestStage, RunContext, ValidRequest } from '../src/protocol/index.ts';
import type { ERROR_STATUS } from '../src/protocol/index.ts';
import { execute, plainDateFromDate, type ExecuteResult, type OutputOf, type PlainDate, type RequestFailure, type Result } from '../src/index.ts';
// @ts-expect-error ERROR_STATUS moved to daycalc/protocol
import type { ERROR_STATUS as RootErrorStatus } from '../src/index.ts';
// @ts-expect-error OperationDefinition moved to daycalc/protocol
import type { OperationDefinition as RootOperationDefinition } from '../src/index.ts';
// @ts-expect-error validateRequest moved to daycalc/protocol
import type { validateRequest as rootValidateRequest } from '../src/index.ts';
// @ts-expect-error ERROR_STATUS left daycalc/gateway for daycalc/protocol
import type { ERROR_STATUS as GatewayErrorStatus } from '../src/gateway/index.ts';
// @ts-expect-error OperationDefinition left daycalc/gateway for daycalc/protocol
import type { OperationDefinition as GatewayOperationDefinition } from '../src/gateway/index.ts';
import type { Environment, GatewayOptions, GatewayStores, MeterStore } from '../src/gateway/index.ts';
// @ts-expect-error epochDaysToIsoDate is internal
import type { epochDaysToIsoDate as rootEpochDaysToIsoDate } from '../src/index.ts';

describe('daycalc/gateway types', () => {
  it('should type what a host passes to createGateway', () => {
    expectTypeOf<GatewayOptions['environment']>().toEqualTypeOf<Environment>();
    expectTypeOf<GatewayOptions['stores']>().toEqualTypeOf<GatewayStores>();
    expectTypeOf<GatewayStores['meters']>().toEqualTypeOf<MeterStore>();
  });
});

describe('root entry types', () => {
  it('should type plainDateFromDate as (Date, string) => Result<PlainDate>', () => {
    expectTypeOf(plainDateFromDate).parameters.toEqualTypeOf<[Date, string]>();
    expectTypeOf(plainDateFromDate).returns.toEqualTypeOf<Result<PlainDate>>();
  });

  it('should keep execute\'s result: status 200 and data, or a RequestFailure with its status', () => {
    expectTypeOf(execute('day-of-week', {})).resolves.toEqualTypeOf<ExecuteResult<OutputOf<'day-of-week'>>>();
    expectTypeOf<Extract<ExecuteResult<unknown>, { ok: false }>>().toEqualTypeOf<RequestFailure>();
    expectTypeOf<RequestFailure['status']>().toEqualTypeOf<ErrorStatus>();
  });

  it('should find the moved types in daycalc/protocol', () => {
    expectTypeOf<ErrorStatus>().toEqualTypeOf<(typeof ERROR_STATUS)[keyof typeof ERROR_STATUS]>();
    expectTypeOf<ValidRequest<number>>().toEqualTypeOf<{ readonly ok: true; readonly value: number }>();
    expectTypeOf<RequestOptions['today']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<PrecedenceRow['stage']>().toEqualTypeOf<RequestStage>();
    expectTypeOf<OperationDefinition['run']>().parameter(1).toEqualTypeOf<RunContext>();
  });
});

export type Unused = [typeof RootErrorStatus, RootOperationDefinition, typeof GatewayErrorStatus, GatewayOperationDefinition, typeof rootValidateRequest, typeof rootEpochDaysToIsoDate];
