import { BLOCK_NAME } from '../enums/blockName';
import { CREATOR_ROUTE_TYPE } from '../enums/creatorRouteType';
import { YES_NO } from '../enums/yesNo';
import { field } from './fields';
import { defineBlockSpec } from './defineBlockSpec';

export const accordionWrapperSpec = defineBlockSpec({
  name: BLOCK_NAME.ACCORDION_WRAPPER,
  fields: {
    title: field.text(),
    /** Marks the accordion as the event's terms; offered only on event routes. */
    isTermsInEvents: field.yesNo({ visibleWhen: ({ routeType }) => routeType === CREATOR_ROUTE_TYPE.EVENT }),
  },
  defaults: { title: '', isTermsInEvents: YES_NO.NO },
});
