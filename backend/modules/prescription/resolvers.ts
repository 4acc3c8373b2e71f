/**
 * Prescriptions, the extension part (see the block in schema/extensions.graphql): the customer's
 * saved prescriptions (Customer.prescriptions and their mutations), the order prescription link
 * (prescriptionFixOrder, submitOrderPrescription) and, over REST, the uploaded files.
 */
import type { RequestContext } from '../../graphql/context';
import { registerRestRoutes } from '../../rest/router';
import type { CustomerRow } from '../customer/customers';
import { prescriptionFixOrder, submitOrderPrescription, type SubmitOrderPrescriptionInput } from './order-prescriptions';
import {
  createCustomerPrescription,
  customerPrescriptionFields,
  customerPrescriptions,
  deleteCustomerPrescription,
  updateCustomerPrescription,
} from './prescriptions';
import type { PrescriptionInput } from './rules';
import { uploadRest } from './uploads';

registerRestRoutes(uploadRest, 'extension');

export const prescriptionResolvers = {
  Query: {
    prescriptionFixOrder: (_: unknown, args: { order_number: string; key?: string | null }, context: RequestContext) =>
      prescriptionFixOrder(context, args.order_number, args.key),
  },
  Mutation: {
    createCustomerPrescription: (_: unknown, args: { input: PrescriptionInput }, context: RequestContext) =>
      createCustomerPrescription(context, args.input),
    updateCustomerPrescription: (_: unknown, args: { uid: string; input: PrescriptionInput }, context: RequestContext) =>
      updateCustomerPrescription(context, args.uid, args.input),
    deleteCustomerPrescription: (_: unknown, args: { uid: string }, context: RequestContext) =>
      deleteCustomerPrescription(context, args.uid),
    submitOrderPrescription: (_: unknown, args: { input: SubmitOrderPrescriptionInput }, context: RequestContext) =>
      submitOrderPrescription(context, args.input),
  },
  Customer: {
    prescriptions: (customer: CustomerRow, _: unknown, context: RequestContext) => customerPrescriptions(context.db, customer.entity_id),
  },
  CustomerPrescription: customerPrescriptionFields,
};
