import { cosOfLatitude, haversineKm, KM_PER_DEGREE, type Position } from './geo';

/**
 * Online drivers in a uniform grid, so finding the nearest free one looks at the few cells
 * around the pickup instead of every driver: the dispatcher asks this for every new ride,
 * with up to 100k drivers online. Cells of 0.0025° (about 280 × 210 m in Barcelona) hold a
 * handful of drivers each even at 100k in one city, so a ride measures tens of drivers, not
 * the thousand a 1 km cell held (bench/dispatch.ts: p99 2.1 → under 0.2 ms at 100k).
 */
const CELL_DEGREES = 0.0025;
const COLUMNS = Math.round(360 / CELL_DEGREES);
const ROWS = Math.round(180 / CELL_DEGREES);
/**
 * Rounding slack for the latitude bound: haversine in floating point may come out a hair
 * under the true distance, and a driver must never be skipped that the full scan would take.
 */
const SLACK = 1 + 1e-9;

export interface IndexedDriver extends Position {
  id: number;
  free: boolean;
}

export interface NearestQuery extends Position {
  /** Drivers farther than this are not offered the ride. */
  maxDistanceKm: number;
  /** Extra condition (vehicle size, grouping…); the index keeps only position and freedom. */
  accept?: (driverId: number) => boolean;
}

export interface NearestDriver {
  id: number;
  distanceKm: number;
}

/** A driver as the index keeps it: mutated in place on moves, so a tick allocates little. */
interface Entry extends IndexedDriver {
  cos: number;
  row: number;
  column: number;
  /** Position in its cell's list while free, -1 while busy. */
  slot: number;
}

const rowOf = (latitude: number) =>
  Math.min(ROWS - 1, Math.floor((Math.min(latitude, 89.999999) + 90) / CELL_DEGREES));
const columnOf = (longitude: number) => {
  const column = Math.floor((longitude + 180) / CELL_DEGREES) % COLUMNS;
  return column < 0 ? column + COLUMNS : column;
};
const wrap = (column: number) => ((column % COLUMNS) + COLUMNS) % COLUMNS;
/** Columns apart, the short way round the antimeridian. */
const columnsApart = (a: number, b: number) => {
  const apart = Math.abs(a - b);
  return Math.min(apart, COLUMNS - apart);
};

export class DriverIndex {
  private readonly drivers = new Map<number, Entry>();
  /**
   * Free drivers only (busy ones are never candidates), by row then column: two small-integer
   * keys, where one row × column key would overflow V8's small integers at this cell size.
   */
  private readonly rows = new Map<number, Map<number, Entry[]>>();
  private occupiedCells = 0;

  // The search's running best, in fields so a query allocates nothing until it answers.
  private bestId = -1;
  private bestKm = Infinity;

  get size(): number {
    return this.drivers.size;
  }

  /** Adds or moves a driver; `free` false keeps the position but takes it out of matching. */
  upsert(driver: IndexedDriver): void {
    const row = rowOf(driver.latitude);
    const column = columnOf(driver.longitude);
    let entry = this.drivers.get(driver.id);
    if (!entry) {
      entry = { ...driver, cos: 0, row, column, slot: -1 };
      this.drivers.set(driver.id, entry);
    } else if (entry.slot >= 0 && (!driver.free || entry.row !== row || entry.column !== column)) {
      this.leaveCell(entry);
    }
    entry.latitude = driver.latitude;
    entry.longitude = driver.longitude;
    entry.cos = cosOfLatitude(driver.latitude);
    entry.free = driver.free;
    entry.row = row;
    entry.column = column;
    if (driver.free && entry.slot < 0) this.joinCell(entry);
  }

  setFree(id: number, free: boolean): void {
    const driver = this.drivers.get(id);
    if (driver && driver.free !== free) this.upsert({ ...driver, free });
  }

  remove(id: number): void {
    const entry = this.drivers.get(id);
    if (!entry) return;
    if (entry.slot >= 0) this.leaveCell(entry);
    this.drivers.delete(id);
  }

  get(id: number): IndexedDriver | undefined {
    const driver = this.drivers.get(id);
    return (
      driver && {
        id: driver.id,
        latitude: driver.latitude,
        longitude: driver.longitude,
        free: driver.free,
      }
    );
  }

  /**
   * The nearest free driver within `maxDistanceKm` (the lower id between two at the same
   * distance), searching rings of cells outwards and stopping once no farther ring can hold
   * anyone closer than the best found. Once the rings searched outnumber the cells that hold
   * anyone (a sparse fleet, a ride nobody near can take, the poles), it reads the occupied
   * cells instead, so a search costs at most about twice the cheaper of the two ways.
   */
  nearest(query: NearestQuery): NearestDriver | null {
    const row = rowOf(query.latitude);
    const column = columnOf(query.longitude);
    // The narrowest a cell gets around the pickup (longitude cells shrink towards the poles).
    const latitudeSpan = query.maxDistanceKm / KM_PER_DEGREE;
    const widestLatitude = Math.min(89.9, Math.abs(query.latitude) + latitudeSpan);
    // 0.99: a great circle between two points of one parallel is a little shorter than the parallel.
    const cellKm =
      0.99 *
      CELL_DEGREES *
      KM_PER_DEGREE *
      Math.max(Math.cos((widestLatitude * Math.PI) / 180), 1e-6);
    const maxRing = Math.ceil(query.maxDistanceKm / cellKm) + 1;
    const queryCos = cosOfLatitude(query.latitude);
    this.bestId = -1;
    this.bestKm = Infinity;

    let looked = 0;
    for (let ring = 0; ring <= maxRing; ring += 1) {
      // Every point of ring r is at least (r - 1) cells from the pickup.
      const ringFloorKm = Math.max(0, ring - 1) * cellKm;
      if (ringFloorKm > query.maxDistanceKm || ringFloorKm > this.bestKm) break;
      looked += ring === 0 ? 1 : 8 * ring;
      if (looked > this.occupiedCells) {
        this.searchOccupied(query, queryCos, row, column, ring, cellKm);
        break;
      }
      for (let dRow = -ring; dRow <= ring; dRow += 1) {
        const cells = this.rows.get(row + dRow);
        if (!cells) continue;
        if (dRow === -ring || dRow === ring) {
          for (let dColumn = -ring; dColumn <= ring; dColumn += 1) {
            this.measure(cells.get(wrap(column + dColumn)), query, queryCos);
          }
        } else {
          this.measure(cells.get(wrap(column - ring)), query, queryCos);
          this.measure(cells.get(wrap(column + ring)), query, queryCos);
        }
      }
    }
    return this.bestId < 0 ? null : { id: this.bestId, distanceKm: this.bestKm };
  }

  /** Every occupied cell at `fromRing` cells or more from the pickup that may hold a better driver. */
  private searchOccupied(
    query: NearestQuery,
    queryCos: number,
    row: number,
    column: number,
    fromRing: number,
    cellKm: number,
  ): void {
    for (const [cellRow, cells] of this.rows) {
      const rowsApart = Math.abs(cellRow - row);
      if (Math.max(0, rowsApart - 1) * cellKm > Math.min(query.maxDistanceKm, this.bestKm)) {
        continue;
      }
      for (const [cellColumn, members] of cells) {
        const ring = Math.max(rowsApart, columnsApart(cellColumn, column));
        if (ring < fromRing) continue;
        if (Math.max(0, ring - 1) * cellKm > Math.min(query.maxDistanceKm, this.bestKm)) continue;
        this.measure(members, query, queryCos);
      }
    }
  }

  private measure(members: Entry[] | undefined, query: NearestQuery, queryCos: number): void {
    if (!members) return;
    for (let i = 0; i < members.length; i += 1) {
      const driver = members[i]!;
      // Latitude alone puts a floor under the distance: skip the trigonometry when it is too far.
      const bound = Math.min(query.maxDistanceKm, this.bestKm) * SLACK;
      if (Math.abs(driver.latitude - query.latitude) * KM_PER_DEGREE > bound) continue;
      const distance = haversineKm(
        query.latitude,
        queryCos,
        query.longitude,
        driver.latitude,
        driver.cos,
        driver.longitude,
      );
      if (distance > query.maxDistanceKm) continue;
      if (
        this.bestId >= 0 &&
        (distance > this.bestKm || (distance === this.bestKm && driver.id > this.bestId))
      ) {
        continue;
      }
      if (query.accept && !query.accept(driver.id)) continue;
      this.bestId = driver.id;
      this.bestKm = distance;
    }
  }

  private joinCell(entry: Entry): void {
    let cells = this.rows.get(entry.row);
    if (!cells) this.rows.set(entry.row, (cells = new Map()));
    let members = cells.get(entry.column);
    if (!members) {
      cells.set(entry.column, (members = []));
      this.occupiedCells += 1;
    }
    entry.slot = members.length;
    members.push(entry);
  }

  /** Takes a free driver out of its cell: the last member fills its slot, nothing shifts. */
  private leaveCell(entry: Entry): void {
    const cells = this.rows.get(entry.row)!;
    const members = cells.get(entry.column)!;
    const last = members.pop()!;
    if (last !== entry) {
      members[entry.slot] = last;
      last.slot = entry.slot;
    }
    entry.slot = -1;
    if (members.length === 0) {
      cells.delete(entry.column);
      this.occupiedCells -= 1;
      if (cells.size === 0) this.rows.delete(entry.row);
    }
  }
}
