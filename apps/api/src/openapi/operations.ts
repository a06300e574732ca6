/**
 * Every documented area and the prefix app.ts mounts its routes under (see the convention in
 * ./registry.ts). A new route file adds its `<area>Docs` here next to its mount in app.ts.
 */
import { MEDIA_LIBRARY_ROUTE, PRODUCT_IMAGE_ROUTE } from '@salon/domain';
import { authDocs } from '../routes/auth';
import { customerDocs } from '../routes/customers';
import { orderDocs } from '../routes/orders';
import { deliveryDocs } from '../routes/delivery';
import { paymentDocs, paymentWebhookDocs } from '../routes/payments';
import { marketingDocs } from '../routes/marketing';
import { jobApplicationDocs } from '../routes/jobApplications';
import { catalogueDocs } from '../routes/catalogue';
import { contentVersionDocs } from '../routes/contentVersion';
import { creatorPublicDocs } from '../routes/creator';
import { creatorAdminDocs } from '../routes/admin/creator';
import { adminMediaDocs, mediaLibraryFileDocs } from '../routes/admin/media';
import { adminGeneralDocs } from '../routes/admin/general';
import { adminOperationsDocs } from '../routes/admin/operations';
import { adminCatalogueDocs } from '../routes/admin/catalogue';
import { mediaDocs } from '../routes/media';
import { feedbackDocs } from '../routes/feedback';
import { eventDocs } from '../routes/events';
import { docsDocs } from './docsOperations';
import type { OperationArea } from './registry';

/** Mirrors app.ts's API_PREFIX (kept here so route files never import app.ts). */
const API_V1_PREFIX = '/api/v1';
/** app.ts mounts mediaRoutes() one level above the product image folder. */
const PRODUCT_IMAGE_MOUNT = PRODUCT_IMAGE_ROUTE.replace('/products', '');

export const API_OPERATION_AREAS: readonly OperationArea[] = [
  { mount: '', operations: docsDocs },
  { mount: API_V1_PREFIX, operations: authDocs },
  { mount: API_V1_PREFIX, operations: customerDocs },
  { mount: API_V1_PREFIX, operations: orderDocs },
  { mount: API_V1_PREFIX, operations: deliveryDocs },
  { mount: API_V1_PREFIX, operations: paymentDocs },
  { mount: '', operations: paymentWebhookDocs },
  { mount: API_V1_PREFIX, operations: marketingDocs },
  { mount: API_V1_PREFIX, operations: jobApplicationDocs },
  { mount: API_V1_PREFIX, operations: catalogueDocs },
  { mount: API_V1_PREFIX, operations: contentVersionDocs },
  { mount: API_V1_PREFIX, operations: creatorPublicDocs },
  { mount: API_V1_PREFIX, operations: creatorAdminDocs },
  { mount: API_V1_PREFIX, operations: adminMediaDocs },
  { mount: API_V1_PREFIX, operations: adminGeneralDocs },
  { mount: API_V1_PREFIX, operations: adminOperationsDocs },
  { mount: API_V1_PREFIX, operations: adminCatalogueDocs },
  { mount: API_V1_PREFIX, operations: feedbackDocs },
  { mount: API_V1_PREFIX, operations: eventDocs },
  { mount: MEDIA_LIBRARY_ROUTE, operations: mediaLibraryFileDocs },
  { mount: PRODUCT_IMAGE_MOUNT, operations: mediaDocs },
];
