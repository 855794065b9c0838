import { configureContent } from '@gpa/shared-ui';
import { mediaFixture } from '@gpa/shared-ui/testing';
import { listedProcedures } from './sop';

beforeEach(() => configureContent({ apiUrl: '/api', filesUrl: '' }));

const sop = (id: number, Title: string, url: string | null) => ({
  id,
  attributes: { Title, File: mediaFixture(url), createdAt: '', updatedAt: '' },
});

test('lists only procedures with a file, sorted by Title (numbers in natural order)', () => {
  const listed = listedProcedures([
    sop(1, 'SOP 035 - Outage Response', '/uploads/sop35.pdf'),
    sop(2, 'SOP 9 - Vehicle Use', '/uploads/sop9.pdf'),
    sop(3, 'SOP 050 - Draft', null),
    sop(4, 'Acceptable Internet Use Policy', '/uploads/aiup.pdf'),
    sop(5, 'SOP 001 - Applications', ''),
  ]);
  expect(listed.map((item) => item.attributes.Title)).toEqual([
    'Acceptable Internet Use Policy',
    'SOP 9 - Vehicle Use',
    'SOP 035 - Outage Response',
  ]);
});
