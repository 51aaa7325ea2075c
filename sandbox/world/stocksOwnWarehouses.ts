import { hashSeed, Random } from '../random.js';
import type { FbsWarehouse } from './geography.js';
import { DAY_MS } from './stocksSimulation.js';
import { coordinatesOf, supplyPoints } from './stocksPlaces.js';
import type { World } from './world.js';

/** Where the seller's own warehouses are, by the city their name ends with. */
const ADDRESSES: Record<string, string> = {
  Москва: 'Россия, г. Москва, Дмитровское ш., 157, стр. 7',
  Подольск: 'Россия, Московская обл., г. Подольск, ул. Комсомольская, 1, стр. 3',
};

const DAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'];

/**
 * An own FBS or rFBS warehouse as /v2/warehouse/list describes it: schedule, first mile (an FBS
 * warehouse hands its postings over at an Ozon drop-off point; an rFBS one delivers by itself),
 * limits and labels. Derived from the warehouse and the seed.
 */
export function ownWarehouseView(world: World, warehouse: FbsWarehouse) {
  const random = new Random(world.seed, 'own-warehouse', warehouse.id);
  const city = warehouse.name.split(',').pop()!.trim();
  const address = ADDRESSES[city] ?? `Россия, г. ${city}`;
  const today = Math.floor(world.now.getTime() / DAY_MS);
  const createdAt = new Date((today - random.int(300, 900)) * DAY_MS + random.int(8, 18) * 3_600_000);
  const updatedAt = new Date((today - random.int(3, 60)) * DAY_MS + random.int(8, 18) * 3_600_000);
  const workingDays = warehouse.isRfbs ? DAYS : DAYS.slice(0, 6);
  const dropOff = supplyPoints(world).find(
    (point) => point.type === 'WAREHOUSE_TYPE_ORDERS_RECEIVING_POINT' && point.address.includes(city),
  );
  const slotHour = random.int(10, 16);
  const hhmm = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  const phone = `+7(495)${String(hashSeed(warehouse.id, 'phone') % 10_000_000)
    .padStart(7, '0')
    .replace(/^(\d{3})(\d{2})(\d{2})$/, '$1-$2-$3')}`;
  const day = (hour: number) => new Date(today * DAY_MS + (hour - 3) * 3_600_000).toISOString(); // Moscow time
  return {
    warehouse_id: warehouse.id,
    name: warehouse.name,
    status: warehouse.status,
    warehouse_type: warehouse.isRfbs ? 'RFBS' : 'FBS',
    is_rfbs: warehouse.isRfbs,
    is_express: warehouse.isRfbs,
    is_comfort: false,
    is_kgt: false,
    is_auto_assembly: !warehouse.isRfbs,
    is_waybill_enabled: !warehouse.isRfbs,
    with_item_list: true,
    has_entrusted_acceptance: !warehouse.isRfbs,
    has_postings_limit: false,
    postings_limit: -1,
    min_postings_limit: 2,
    carriage_label_type: warehouse.isRfbs ? 'SMALL' : 'BIG',
    cut_in_time: warehouse.isRfbs ? 30 : 1440,
    sla_cut_in: warehouse.isRfbs ? 30 : 1440,
    courier_comment: warehouse.isRfbs ? '' : 'Въезд с Дмитровского шоссе, ворота 3, звонить за 30 минут',
    courier_phones: [phone],
    phone,
    address_info: { address, ...coordinatesOf(city), utc: 'UTC+03:00' },
    ...(!warehouse.isRfbs &&
      dropOff && {
        first_mile: {
          type: 'DROP_OFF',
          dropoff_point_id: String(dropOff.id),
          timeslot_id: 280_000 + (hashSeed(warehouse.id, 'slot') % 20_000),
          timeslot_from: hhmm(slotHour),
          timeslot_to: hhmm(slotHour + 2),
          first_mile_is_changing: false,
        },
      }),
    pause_at: null,
    timetable: {
      timetable_from: day(9),
      timetable_to: day(warehouse.isRfbs ? 22 : 20),
      working_hours: [{ time_from: day(9), time_to: day(warehouse.isRfbs ? 22 : 20) }],
    },
    working_days: workingDays,
    created_at: createdAt.toISOString(),
    updated_at: updatedAt.toISOString(),
  };
}
