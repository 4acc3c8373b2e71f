/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { lensOptions } from '@/lib/catalog/lens-options';
import { ProductChoiceProvider } from '@/components/product/ProductChoiceProvider';
import { uploadNotAvailable } from '@/lib/eyewear/prescription-services';
import { FeaturesProvider } from '@/components/app/FeaturesProvider';
import { LensConfigurator } from './LensConfigurator';
import { FRAME_PROPS, PRESCRIPTION_OPTION, frameChoices, frameView } from './test-fixtures';

jest.mock('next-intl', () => require('@/components/eyewear/test-intl').nextIntlMock);

/** The prescription step's chunk: its first download fails (the connection drops), the next one arrives. */
let mockFailedDownloads = 1;
jest.mock('./PrescriptionStep', () => {
  if (mockFailedDownloads > 0) {
    mockFailedDownloads -= 1;
    throw new Error('Failed to fetch dynamically imported module');
  }
  return jest.requireActual('./PrescriptionStep');
});

const OPTIONS = lensOptions([
  {
    uid: 'o-usage',
    title: 'Usage',
    required: true,
    sort_order: 0,
    __typename: 'CustomizableRadioOption',
    choices: [{ uid: 'uid-sv', sku: 'usage-single-vision', title: 'Single vision', price: 0, price_type: 'FIXED', sort_order: 0 }],
  },
  PRESCRIPTION_OPTION,
]);
const CHOICES = frameChoices(frameView());

it('keeps the shopper on the step and says the connection was interrupted when the next step’s code does not arrive, and goes on when asked again', async () => {
  render(
    <FeaturesProvider features={['prescriptions']}>
      <ProductChoiceProvider choices={CHOICES} initialSelection={{}}>
        <LensConfigurator
          {...FRAME_PROPS}
          options={OPTIONS}
          services={{ savedPrescriptions: null, uploadPrescription: uploadNotAvailable }}
        />
      </ProductChoiceProvider>
    </FeaturesProvider>,
  );
  const heading = () => screen.getByRole('heading', { level: 2, name: (name) => name !== 'Your glasses' });
  const next = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));

  await next();
  expect(heading()).toHaveTextContent('What will you use these glasses for?');
  expect(screen.getByRole('alert')).toHaveTextContent(
    'The connection to the shop was interrupted. Nothing you entered is lost: please try again.',
  );

  await next();
  expect(heading()).toHaveTextContent('Your prescription');
  expect(heading()).toHaveFocus();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('radio', { name: /Type it in/ })).toBeInTheDocument();
});
