/** @jest-environment jsdom */
import { MagentoGraphQlError } from '@/lib/magento/errors';
import { MagentoRestError } from '@/lib/magento/rest';
import { writeSigninRecord } from '@/lib/session/signin-record';
import { savedPrescriptionsOfCustomer, uploadToShop } from './prescription-services';

const upload = jest.fn();
const fetchSaved = jest.fn();
jest.mock('@/lib/magento/operations/prescription', () => ({
  uploadPrescriptionFile: (...args: unknown[]) => upload(...args),
  fetchCustomerPrescriptions: (...args: unknown[]) => fetchSaved(...args),
}));

const refusal = (status: number) =>
  new MagentoRestError({ method: 'POST', url: '/rest/uk/V1/prescriptions/uploads', status, statusText: '' });
const file = Object.assign(new Blob(['%PDF-']), { name: 'rx.pdf' });

describe('the configurator’s prescription services', () => {
  it('upload to the shop: the stored file’s uid, or why the backend refused it', async () => {
    upload.mockResolvedValueOnce({ uid: 'u'.repeat(22) });
    expect(await uploadToShop(file, { store: 'uk', type: 'application/pdf' })).toEqual({ status: 'uploaded', uid: 'u'.repeat(22) });
    expect(upload).toHaveBeenCalledWith('uk', file, 'application/pdf');
    upload.mockRejectedValueOnce(refusal(413));
    expect(await uploadToShop(file, { store: 'uk', type: 'application/pdf' })).toEqual({ status: 'refused', reason: 'fileTooLarge' });
    upload.mockRejectedValueOnce(refusal(400));
    expect(await uploadToShop(file, { store: 'uk', type: 'application/pdf' })).toEqual({ status: 'refused', reason: 'fileType' });
    upload.mockRejectedValueOnce(refusal(404));
    expect(await uploadToShop(file, { store: 'uk', type: 'application/pdf' })).toEqual({ status: 'unavailable' });
    upload.mockRejectedValueOnce(refusal(500));
    expect(await uploadToShop(file, { store: 'uk', type: 'application/pdf' })).toEqual({ status: 'refused', reason: null });
    upload.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(uploadToShop(file, { store: 'uk', type: 'application/pdf' })).rejects.toThrow('Failed to fetch');
  });

  it('offers saved prescriptions only to a signed-in shopper', async () => {
    localStorage.clear();
    expect(await savedPrescriptionsOfCustomer.load('uk')).toBeNull();
    expect(fetchSaved).not.toHaveBeenCalled();

    writeSigninRecord({ signedIn: true, timeStored: Date.now(), ttl: 3600 });
    const prescription = { name: 'Office' };
    fetchSaved.mockResolvedValueOnce([{ uid: 'rx-1', prescription, expiresOn: '2027-01-01', isExpired: false, summary: 'OD …' }]);
    expect(await savedPrescriptionsOfCustomer.load('uk')).toEqual([{ uid: 'rx-1', prescription }]);
    // A session Magento no longer accepts: not offered, rather than a failure.
    fetchSaved.mockRejectedValueOnce(new MagentoGraphQlError([{ message: 'no', extensions: { category: 'graphql-authorization' } }]));
    expect(await savedPrescriptionsOfCustomer.load('uk')).toBeNull();
    fetchSaved.mockRejectedValueOnce(new Error('down'));
    await expect(savedPrescriptionsOfCustomer.load('uk')).rejects.toThrow('down');
  });
});
