import { ExternalLink, Page } from '@gpa/shared-ui';
import { Block } from '../../components/Block';
import { CollectionView } from '../../components/CollectionView';
import { DataTable } from '../../components/DataTable';
import { useRebateVendors } from '../../content/service';
import { EXTERNAL } from '../../content/externalLinks';

/** The rebate amounts the page states. */
export const REBATES = { perAppliance: 200, airConditionerMin: 100, airConditionerMax: 800 } as const;

/** Rebates: washer and dryer vendors, air conditioner and appliance rebates. */
export default function RebatesPage() {
  const vendors = useRebateVendors();
  return (
    <Page
      title="Rebates"
      intro="Get money back when you buy energy-efficient equipment for your home or business."
    >
      <Block title="Washers and dryers">
        <p>
          Buy a qualified ENERGY STAR washer or dryer from a participating vendor and get a $
          {REBATES.perAppliance} rebate per appliance.
        </p>
        <CollectionView
          query={vendors}
          what="participating vendors"
          empty="The participating vendors will be listed here."
        >
          {(rows) => (
            <DataTable
              caption="Participating washer and dryer vendors"
              minWidth="36rem"
              columns={['Vendor', 'Address', 'Phone']}
              rows={rows.map(({ attributes: vendor }) => [
                vendor.Vendor,
                vendor.Address,
                vendor.Phone ? (
                  <a href={`tel:${vendor.Phone.replace(/[^\d+]/g, '')}`}>{vendor.Phone}</a>
                ) : null,
              ])}
            />
          )}
        </CollectionView>
      </Block>
      <Block title="Air conditioners">
        <p>
          Replace an old air conditioner with a high-efficiency inverter or split unit and get $
          {REBATES.airConditionerMin} to ${REBATES.airConditionerMax}, depending on its size and efficiency.
        </p>
      </Block>
      <Block title="Appliances">
        <p>Other qualified appliances earn a ${REBATES.perAppliance} rebate each.</p>
      </Block>
      <Block title="How to apply">
        <p>
          Keep your receipt and the appliance’s model number and apply online:{' '}
          <ExternalLink href={EXTERNAL.rebates}>apply for a rebate</ExternalLink>.
        </p>
      </Block>
    </Page>
  );
}
