//! The evaluation's values of an empty point, by the combination of patterns its four
//! lines would make (see `pattern::combination`): to the side to move, and to the side
//! waiting. Written by `pearls tune`; do not edit by hand.
//!
//! Starting values: the sum of a line value per pattern and a value per threat, a quarter more for the side to move.
//!
//! The side to move's surplus scaled by 0.75 (`pearls tune --tempo 0.75`).
//!
//! One table a colour, both the shared table as it stood.
//!
//! Fitted by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 321051 positions of 13337 games.
//!
//! Fitted by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 219085 positions of 7572 games.
//!
//! Fitted by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 288333 positions of 10154 games.
//!
//! Fitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 398211 positions of 14175 games.
//!
//! Fitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 600940 positions of 21465 games.
//!
//! Fitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 739032 positions of 26303 games.
//!
//! Fitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 986159 positions of 34894 games.
//!
//! Fitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 1237181 positions of 44089 games.
//!
//! Expanded to line patterns that tell free twos and threes apart by how many points grow them (F2A, F2B, F3S), each new combination valued as the combination of coarse patterns it was before.
//!
//! Fitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.00000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 117774 positions of 3948 games.
//!
//! Fitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 258175 positions of 9002 games.
//!
//! Fitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.00000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 143326 positions of 5235 games.
//!
//! Fitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 505876 positions of 17707 games.
//!
//! Fitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.00000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 597142 positions of 21015 games.
//!
//! Fitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 710770 positions of 24776 games.
//!
//! Fitted, with the tables of threat pairs and threat masks, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 777840 positions of 27062 games.
//!
//! Fitted, with the tables of threat pairs and of threat masks now and before the last move, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 777840 positions of 27062 games.
//!
//! Fitted, with the tables of threat pairs and of threat masks now and before the last move, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 851041 positions of 29443 games.

use super::{Masks, Pairs, Table};

/// How these tables were made, one step a line.
pub const PROVENANCE: &str = "Starting values: the sum of a line value per pattern and a value per threat, a quarter more for the side to move.\nThe side to move's surplus scaled by 0.75 (`pearls tune --tempo 0.75`).\nOne table a colour, both the shared table as it stood.\nFitted by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 321051 positions of 13337 games.\nFitted by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 219085 positions of 7572 games.\nFitted by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 288333 positions of 10154 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 398211 positions of 14175 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 600940 positions of 21465 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 739032 positions of 26303 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 986159 positions of 34894 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 1237181 positions of 44089 games.\nExpanded to line patterns that tell free twos and threes apart by how many points grow them (F2A, F2B, F3S), each new combination valued as the combination of coarse patterns it was before.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.00000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 117774 positions of 3948 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 258175 positions of 9002 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.00000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 143326 positions of 5235 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 505876 positions of 17707 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.00000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 597142 positions of 21015 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 710770 positions of 24776 games.\nFitted, with the tables of threat pairs and threat masks, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 777840 positions of 27062 games.\nFitted, with the tables of threat pairs and of threat masks now and before the last move, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 777840 positions of 27062 games.\nFitted, with the tables of threat pairs and of threat masks now and before the last move, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 851041 positions of 29443 games.";

#[rustfmt::skip]
pub static BLACK: Table = [
    [2612, 2200], // F5 F5 F5 F5
    [2280, 1920], // F5 F5 F5 F4
    [2196, 1850], // F5 F5 F5 B4
    [2185, 1840], // F5 F5 F5 F3S
    [2185, 1840], // F5 F5 F5 F3
    [2154, 1814], // F5 F5 F5 B3
    [2152, 1812], // F5 F5 F5 F2B
    [2152, 1812], // F5 F5 F5 F2A
    [2152, 1812], // F5 F5 F5 F2
    [2142, 1804], // F5 F5 F5 B2
    [2140, 1803], // F5 F5 F5 F1
    [2138, 1801], // F5 F5 F5 B1
    [2138, 1800], // F5 F5 F5 Overline
    [2138, 1800], // F5 F5 F5 Dead
    [1948, 1640], // F5 F5 F4 F4
    [1864, 1570], // F5 F5 F4 B4
    [1852, 1560], // F5 F5 F4 F3S
    [1852, 1560], // F5 F5 F4 F3
    [1821, 1534], // F5 F5 F4 B3
    [1819, 1532], // F5 F5 F4 F2B
    [1819, 1532], // F5 F5 F4 F2A
    [1819, 1532], // F5 F5 F4 F2
    [1810, 1524], // F5 F5 F4 B2
    [1808, 1523], // F5 F5 F4 F1
    [1806, 1521], // F5 F5 F4 B1
    [1805, 1520], // F5 F5 F4 Overline
    [1805, 1520], // F5 F5 F4 Dead
    [1781, 1500], // F5 F5 B4 B4
    [1769, 1490], // F5 F5 B4 F3S
    [1769, 1490], // F5 F5 B4 F3
    [1738, 1464], // F5 F5 B4 B3
    [1736, 1462], // F5 F5 B4 F2B
    [1736, 1462], // F5 F5 B4 F2A
    [1736, 1462], // F5 F5 B4 F2
    [1726, 1454], // F5 F5 B4 B2
    [1725, 1453], // F5 F5 B4 F1
    [1722, 1451], // F5 F5 B4 B1
    [1722, 1450], // F5 F5 B4 Overline
    [1722, 1450], // F5 F5 B4 Dead
    [1758, 1480], // F5 F5 F3S F3S
    [1758, 1480], // F5 F5 F3S F3
    [1726, 1454], // F5 F5 F3S B3
    [1724, 1452], // F5 F5 F3S F2B
    [1724, 1452], // F5 F5 F3S F2A
    [1724, 1452], // F5 F5 F3S F2
    [1715, 1444], // F5 F5 F3S B2
    [1713, 1443], // F5 F5 F3S F1
    [1711, 1441], // F5 F5 F3S B1
    [1710, 1440], // F5 F5 F3S Overline
    [1710, 1440], // F5 F5 F3S Dead
    [1758, 1480], // F5 F5 F3 F3
    [1726, 1454], // F5 F5 F3 B3
    [1724, 1452], // F5 F5 F3 F2B
    [1724, 1452], // F5 F5 F3 F2A
    [1724, 1452], // F5 F5 F3 F2
    [1715, 1444], // F5 F5 F3 B2
    [1713, 1443], // F5 F5 F3 F1
    [1711, 1441], // F5 F5 F3 B1
    [1710, 1440], // F5 F5 F3 Overline
    [1710, 1440], // F5 F5 F3 Dead
    [1696, 1428], // F5 F5 B3 B3
    [1693, 1426], // F5 F5 B3 F2B
    [1693, 1426], // F5 F5 B3 F2A
    [1693, 1426], // F5 F5 B3 F2
    [1684, 1418], // F5 F5 B3 B2
    [1682, 1417], // F5 F5 B3 F1
    [1680, 1415], // F5 F5 B3 B1
    [1679, 1414], // F5 F5 B3 Overline
    [1679, 1414], // F5 F5 B3 Dead
    [1691, 1424], // F5 F5 F2B F2B
    [1691, 1424], // F5 F5 F2B F2A
    [1691, 1424], // F5 F5 F2B F2
    [1682, 1416], // F5 F5 F2B B2
    [1680, 1415], // F5 F5 F2B F1
    [1678, 1413], // F5 F5 F2B B1
    [1677, 1412], // F5 F5 F2B Overline
    [1677, 1412], // F5 F5 F2B Dead
    [1691, 1424], // F5 F5 F2A F2A
    [1691, 1424], // F5 F5 F2A F2
    [1682, 1416], // F5 F5 F2A B2
    [1680, 1415], // F5 F5 F2A F1
    [1678, 1413], // F5 F5 F2A B1
    [1677, 1412], // F5 F5 F2A Overline
    [1677, 1412], // F5 F5 F2A Dead
    [1691, 1424], // F5 F5 F2 F2
    [1682, 1416], // F5 F5 F2 B2
    [1680, 1415], // F5 F5 F2 F1
    [1678, 1413], // F5 F5 F2 B1
    [1677, 1412], // F5 F5 F2 Overline
    [1677, 1412], // F5 F5 F2 Dead
    [1672, 1408], // F5 F5 B2 B2
    [1670, 1407], // F5 F5 B2 F1
    [1668, 1405], // F5 F5 B2 B1
    [1667, 1404], // F5 F5 B2 Overline
    [1667, 1404], // F5 F5 B2 Dead
    [1669, 1406], // F5 F5 F1 F1
    [1667, 1404], // F5 F5 F1 B1
    [1666, 1403], // F5 F5 F1 Overline
    [1666, 1403], // F5 F5 F1 Dead
    [1664, 1402], // F5 F5 B1 B1
    [1664, 1401], // F5 F5 B1 Overline
    [1664, 1401], // F5 F5 B1 Dead
    [1662, 1400], // F5 F5 Overline Overline
    [1662, 1400], // F5 F5 Overline Dead
    [1662, 1400], // F5 F5 Dead Dead
    [1615, 1360], // F5 F4 F4 F4
    [1532, 1290], // F5 F4 F4 B4
    [1520, 1280], // F5 F4 F4 F3S
    [1520, 1280], // F5 F4 F4 F3
    [1489, 1254], // F5 F4 F4 B3
    [1487, 1252], // F5 F4 F4 F2B
    [1487, 1252], // F5 F4 F4 F2A
    [1487, 1252], // F5 F4 F4 F2
    [1477, 1244], // F5 F4 F4 B2
    [1476, 1243], // F5 F4 F4 F1
    [1474, 1241], // F5 F4 F4 B1
    [1472, 1240], // F5 F4 F4 Overline
    [1472, 1240], // F5 F4 F4 Dead
    [1449, 1220], // F5 F4 B4 B4
    [1436, 1210], // F5 F4 B4 F3S
    [1436, 1210], // F5 F4 B4 F3
    [1406, 1184], // F5 F4 B4 B3
    [1403, 1182], // F5 F4 B4 F2B
    [1403, 1182], // F5 F4 B4 F2A
    [1403, 1182], // F5 F4 B4 F2
    [1394, 1174], // F5 F4 B4 B2
    [1393, 1173], // F5 F4 B4 F1
    [1390, 1171], // F5 F4 B4 B1
    [1389, 1170], // F5 F4 B4 Overline
    [1389, 1170], // F5 F4 B4 Dead
    [1425, 1200], // F5 F4 F3S F3S
    [1425, 1200], // F5 F4 F3S F3
    [1394, 1174], // F5 F4 F3S B3
    [1392, 1172], // F5 F4 F3S F2B
    [1392, 1172], // F5 F4 F3S F2A
    [1392, 1172], // F5 F4 F3S F2
    [1382, 1164], // F5 F4 F3S B2
    [1380, 1163], // F5 F4 F3S F1
    [1378, 1161], // F5 F4 F3S B1
    [1378, 1160], // F5 F4 F3S Overline
    [1378, 1160], // F5 F4 F3S Dead
    [1425, 1200], // F5 F4 F3 F3
    [1394, 1174], // F5 F4 F3 B3
    [1392, 1172], // F5 F4 F3 F2B
    [1392, 1172], // F5 F4 F3 F2A
    [1392, 1172], // F5 F4 F3 F2
    [1382, 1164], // F5 F4 F3 B2
    [1380, 1163], // F5 F4 F3 F1
    [1378, 1161], // F5 F4 F3 B1
    [1378, 1160], // F5 F4 F3 Overline
    [1378, 1160], // F5 F4 F3 Dead
    [1363, 1148], // F5 F4 B3 B3
    [1360, 1146], // F5 F4 B3 F2B
    [1360, 1146], // F5 F4 B3 F2A
    [1360, 1146], // F5 F4 B3 F2
    [1351, 1138], // F5 F4 B3 B2
    [1350, 1137], // F5 F4 B3 F1
    [1347, 1135], // F5 F4 B3 B1
    [1346, 1134], // F5 F4 B3 Overline
    [1346, 1134], // F5 F4 B3 Dead
    [1358, 1144], // F5 F4 F2B F2B
    [1358, 1144], // F5 F4 F2B F2A
    [1358, 1144], // F5 F4 F2B F2
    [1349, 1136], // F5 F4 F2B B2
    [1347, 1135], // F5 F4 F2B F1
    [1345, 1133], // F5 F4 F2B B1
    [1344, 1132], // F5 F4 F2B Overline
    [1344, 1132], // F5 F4 F2B Dead
    [1358, 1144], // F5 F4 F2A F2A
    [1358, 1144], // F5 F4 F2A F2
    [1349, 1136], // F5 F4 F2A B2
    [1347, 1135], // F5 F4 F2A F1
    [1345, 1133], // F5 F4 F2A B1
    [1344, 1132], // F5 F4 F2A Overline
    [1344, 1132], // F5 F4 F2A Dead
    [1358, 1144], // F5 F4 F2 F2
    [1349, 1136], // F5 F4 F2 B2
    [1347, 1135], // F5 F4 F2 F1
    [1345, 1133], // F5 F4 F2 B1
    [1344, 1132], // F5 F4 F2 Overline
    [1344, 1132], // F5 F4 F2 Dead
    [1340, 1128], // F5 F4 B2 B2
    [1338, 1127], // F5 F4 B2 F1
    [1336, 1125], // F5 F4 B2 B1
    [1335, 1124], // F5 F4 B2 Overline
    [1335, 1124], // F5 F4 B2 Dead
    [1337, 1126], // F5 F4 F1 F1
    [1335, 1124], // F5 F4 F1 B1
    [1333, 1123], // F5 F4 F1 Overline
    [1333, 1123], // F5 F4 F1 Dead
    [1332, 1122], // F5 F4 B1 B1
    [1331, 1121], // F5 F4 B1 Overline
    [1331, 1121], // F5 F4 B1 Dead
    [1330, 1120], // F5 F4 Overline Overline
    [1330, 1120], // F5 F4 Overline Dead
    [1330, 1120], // F5 F4 Dead Dead
    [1365, 1150], // F5 B4 B4 B4
    [1354, 1140], // F5 B4 B4 F3S
    [1354, 1140], // F5 B4 B4 F3
    [1322, 1114], // F5 B4 B4 B3
    [1320, 1112], // F5 B4 B4 F2B
    [1320, 1112], // F5 B4 B4 F2A
    [1320, 1112], // F5 B4 B4 F2
    [1311, 1104], // F5 B4 B4 B2
    [1309, 1103], // F5 B4 B4 F1
    [1307, 1101], // F5 B4 B4 B1
    [1306, 1100], // F5 B4 B4 Overline
    [1306, 1100], // F5 B4 B4 Dead
    [1342, 1130], // F5 B4 F3S F3S
    [1342, 1130], // F5 B4 F3S F3
    [1311, 1104], // F5 B4 F3S B3
    [1308, 1102], // F5 B4 F3S F2B
    [1308, 1102], // F5 B4 F3S F2A
    [1308, 1102], // F5 B4 F3S F2
    [1299, 1094], // F5 B4 F3S B2
    [1298, 1093], // F5 B4 F3S F1
    [1295, 1091], // F5 B4 F3S B1
    [1294, 1090], // F5 B4 F3S Overline
    [1294, 1090], // F5 B4 F3S Dead
    [1342, 1130], // F5 B4 F3 F3
    [1311, 1104], // F5 B4 F3 B3
    [1308, 1102], // F5 B4 F3 F2B
    [1308, 1102], // F5 B4 F3 F2A
    [1308, 1102], // F5 B4 F3 F2
    [1299, 1094], // F5 B4 F3 B2
    [1298, 1093], // F5 B4 F3 F1
    [1295, 1091], // F5 B4 F3 B1
    [1294, 1090], // F5 B4 F3 Overline
    [1294, 1090], // F5 B4 F3 Dead
    [1280, 1078], // F5 B4 B3 B3
    [1278, 1076], // F5 B4 B3 F2B
    [1278, 1076], // F5 B4 B3 F2A
    [1278, 1076], // F5 B4 B3 F2
    [1268, 1068], // F5 B4 B3 B2
    [1266, 1067], // F5 B4 B3 F1
    [1264, 1065], // F5 B4 B3 B1
    [1264, 1064], // F5 B4 B3 Overline
    [1264, 1064], // F5 B4 B3 Dead
    [1275, 1074], // F5 B4 F2B F2B
    [1275, 1074], // F5 B4 F2B F2A
    [1275, 1074], // F5 B4 F2B F2
    [1266, 1066], // F5 B4 F2B B2
    [1264, 1065], // F5 B4 F2B F1
    [1262, 1063], // F5 B4 F2B B1
    [1261, 1062], // F5 B4 F2B Overline
    [1261, 1062], // F5 B4 F2B Dead
    [1275, 1074], // F5 B4 F2A F2A
    [1275, 1074], // F5 B4 F2A F2
    [1266, 1066], // F5 B4 F2A B2
    [1264, 1065], // F5 B4 F2A F1
    [1262, 1063], // F5 B4 F2A B1
    [1261, 1062], // F5 B4 F2A Overline
    [1261, 1062], // F5 B4 F2A Dead
    [1275, 1074], // F5 B4 F2 F2
    [1266, 1066], // F5 B4 F2 B2
    [1264, 1065], // F5 B4 F2 F1
    [1262, 1063], // F5 B4 F2 B1
    [1261, 1062], // F5 B4 F2 Overline
    [1261, 1062], // F5 B4 F2 Dead
    [1256, 1058], // F5 B4 B2 B2
    [1255, 1057], // F5 B4 B2 F1
    [1252, 1055], // F5 B4 B2 B1
    [1251, 1054], // F5 B4 B2 Overline
    [1251, 1054], // F5 B4 B2 Dead
    [1254, 1056], // F5 B4 F1 F1
    [1251, 1054], // F5 B4 F1 B1
    [1250, 1053], // F5 B4 F1 Overline
    [1250, 1053], // F5 B4 F1 Dead
    [1249, 1052], // F5 B4 B1 B1
    [1248, 1051], // F5 B4 B1 Overline
    [1248, 1051], // F5 B4 B1 Dead
    [1246, 1050], // F5 B4 Overline Overline
    [1246, 1050], // F5 B4 Overline Dead
    [1246, 1050], // F5 B4 Dead Dead
    [1330, 1120], // F5 F3S F3S F3S
    [1330, 1120], // F5 F3S F3S F3
    [1299, 1094], // F5 F3S F3S B3
    [1297, 1092], // F5 F3S F3S F2B
    [1297, 1092], // F5 F3S F3S F2A
    [1297, 1092], // F5 F3S F3S F2
    [1287, 1084], // F5 F3S F3S B2
    [1286, 1083], // F5 F3S F3S F1
    [1284, 1081], // F5 F3S F3S B1
    [1282, 1080], // F5 F3S F3S Overline
    [1282, 1080], // F5 F3S F3S Dead
    [1330, 1120], // F5 F3S F3 F3
    [1299, 1094], // F5 F3S F3 B3
    [1297, 1092], // F5 F3S F3 F2B
    [1297, 1092], // F5 F3S F3 F2A
    [1297, 1092], // F5 F3S F3 F2
    [1287, 1084], // F5 F3S F3 B2
    [1286, 1083], // F5 F3S F3 F1
    [1284, 1081], // F5 F3S F3 B1
    [1282, 1080], // F5 F3S F3 Overline
    [1282, 1080], // F5 F3S F3 Dead
    [1268, 1068], // F5 F3S B3 B3
    [1266, 1066], // F5 F3S B3 F2B
    [1266, 1066], // F5 F3S B3 F2A
    [1266, 1066], // F5 F3S B3 F2
    [1256, 1058], // F5 F3S B3 B2
    [1255, 1057], // F5 F3S B3 F1
    [1252, 1055], // F5 F3S B3 B1
    [1251, 1054], // F5 F3S B3 Overline
    [1251, 1054], // F5 F3S B3 Dead
    [1264, 1064], // F5 F3S F2B F2B
    [1264, 1064], // F5 F3S F2B F2A
    [1264, 1064], // F5 F3S F2B F2
    [1254, 1056], // F5 F3S F2B B2
    [1252, 1055], // F5 F3S F2B F1
    [1250, 1053], // F5 F3S F2B B1
    [1249, 1052], // F5 F3S F2B Overline
    [1249, 1052], // F5 F3S F2B Dead
    [1264, 1064], // F5 F3S F2A F2A
    [1264, 1064], // F5 F3S F2A F2
    [1254, 1056], // F5 F3S F2A B2
    [1252, 1055], // F5 F3S F2A F1
    [1250, 1053], // F5 F3S F2A B1
    [1249, 1052], // F5 F3S F2A Overline
    [1249, 1052], // F5 F3S F2A Dead
    [1264, 1064], // F5 F3S F2 F2
    [1254, 1056], // F5 F3S F2 B2
    [1252, 1055], // F5 F3S F2 F1
    [1250, 1053], // F5 F3S F2 B1
    [1249, 1052], // F5 F3S F2 Overline
    [1249, 1052], // F5 F3S F2 Dead
    [1244, 1048], // F5 F3S B2 B2
    [1243, 1047], // F5 F3S B2 F1
    [1241, 1045], // F5 F3S B2 B1
    [1240, 1044], // F5 F3S B2 Overline
    [1240, 1044], // F5 F3S B2 Dead
    [1242, 1046], // F5 F3S F1 F1
    [1240, 1044], // F5 F3S F1 B1
    [1238, 1043], // F5 F3S F1 Overline
    [1238, 1043], // F5 F3S F1 Dead
    [1237, 1042], // F5 F3S B1 B1
    [1236, 1041], // F5 F3S B1 Overline
    [1236, 1041], // F5 F3S B1 Dead
    [1235, 1040], // F5 F3S Overline Overline
    [1235, 1040], // F5 F3S Overline Dead
    [1235, 1040], // F5 F3S Dead Dead
    [1330, 1120], // F5 F3 F3 F3
    [1299, 1094], // F5 F3 F3 B3
    [1297, 1092], // F5 F3 F3 F2B
    [1297, 1092], // F5 F3 F3 F2A
    [1297, 1092], // F5 F3 F3 F2
    [1287, 1084], // F5 F3 F3 B2
    [1286, 1083], // F5 F3 F3 F1
    [1284, 1081], // F5 F3 F3 B1
    [1282, 1080], // F5 F3 F3 Overline
    [1282, 1080], // F5 F3 F3 Dead
    [1268, 1068], // F5 F3 B3 B3
    [1266, 1066], // F5 F3 B3 F2B
    [1266, 1066], // F5 F3 B3 F2A
    [1266, 1066], // F5 F3 B3 F2
    [1256, 1058], // F5 F3 B3 B2
    [1255, 1057], // F5 F3 B3 F1
    [1252, 1055], // F5 F3 B3 B1
    [1251, 1054], // F5 F3 B3 Overline
    [1251, 1054], // F5 F3 B3 Dead
    [1264, 1064], // F5 F3 F2B F2B
    [1264, 1064], // F5 F3 F2B F2A
    [1264, 1064], // F5 F3 F2B F2
    [1254, 1056], // F5 F3 F2B B2
    [1252, 1055], // F5 F3 F2B F1
    [1250, 1053], // F5 F3 F2B B1
    [1249, 1052], // F5 F3 F2B Overline
    [1249, 1052], // F5 F3 F2B Dead
    [1264, 1064], // F5 F3 F2A F2A
    [1264, 1064], // F5 F3 F2A F2
    [1254, 1056], // F5 F3 F2A B2
    [1252, 1055], // F5 F3 F2A F1
    [1250, 1053], // F5 F3 F2A B1
    [1249, 1052], // F5 F3 F2A Overline
    [1249, 1052], // F5 F3 F2A Dead
    [1264, 1064], // F5 F3 F2 F2
    [1254, 1056], // F5 F3 F2 B2
    [1252, 1055], // F5 F3 F2 F1
    [1250, 1053], // F5 F3 F2 B1
    [1249, 1052], // F5 F3 F2 Overline
    [1249, 1052], // F5 F3 F2 Dead
    [1244, 1048], // F5 F3 B2 B2
    [1243, 1047], // F5 F3 B2 F1
    [1241, 1045], // F5 F3 B2 B1
    [1240, 1044], // F5 F3 B2 Overline
    [1240, 1044], // F5 F3 B2 Dead
    [1242, 1046], // F5 F3 F1 F1
    [1240, 1044], // F5 F3 F1 B1
    [1238, 1043], // F5 F3 F1 Overline
    [1238, 1043], // F5 F3 F1 Dead
    [1237, 1042], // F5 F3 B1 B1
    [1236, 1041], // F5 F3 B1 Overline
    [1236, 1041], // F5 F3 B1 Dead
    [1235, 1040], // F5 F3 Overline Overline
    [1235, 1040], // F5 F3 Overline Dead
    [1235, 1040], // F5 F3 Dead Dead
    [1237, 1042], // F5 B3 B3 B3
    [1235, 1040], // F5 B3 B3 F2B
    [1235, 1040], // F5 B3 B3 F2A
    [1235, 1040], // F5 B3 B3 F2
    [1226, 1032], // F5 B3 B3 B2
    [1224, 1031], // F5 B3 B3 F1
    [1222, 1029], // F5 B3 B3 B1
    [1221, 1028], // F5 B3 B3 Overline
    [1221, 1028], // F5 B3 B3 Dead
    [1232, 1038], // F5 B3 F2B F2B
    [1232, 1038], // F5 B3 F2B F2A
    [1232, 1038], // F5 B3 F2B F2
    [1223, 1030], // F5 B3 F2B B2
    [1222, 1029], // F5 B3 F2B F1
    [1219, 1027], // F5 B3 F2B B1
    [1218, 1026], // F5 B3 F2B Overline
    [1218, 1026], // F5 B3 F2B Dead
    [1232, 1038], // F5 B3 F2A F2A
    [1232, 1038], // F5 B3 F2A F2
    [1223, 1030], // F5 B3 F2A B2
    [1222, 1029], // F5 B3 F2A F1
    [1219, 1027], // F5 B3 F2A B1
    [1218, 1026], // F5 B3 F2A Overline
    [1218, 1026], // F5 B3 F2A Dead
    [1232, 1038], // F5 B3 F2 F2
    [1223, 1030], // F5 B3 F2 B2
    [1222, 1029], // F5 B3 F2 F1
    [1219, 1027], // F5 B3 F2 B1
    [1218, 1026], // F5 B3 F2 Overline
    [1218, 1026], // F5 B3 F2 Dead
    [1213, 1022], // F5 B3 B2 B2
    [1212, 1021], // F5 B3 B2 F1
    [1210, 1019], // F5 B3 B2 B1
    [1208, 1018], // F5 B3 B2 Overline
    [1208, 1018], // F5 B3 B2 Dead
    [1211, 1020], // F5 B3 F1 F1
    [1208, 1018], // F5 B3 F1 B1
    [1208, 1017], // F5 B3 F1 Overline
    [1208, 1017], // F5 B3 F1 Dead
    [1206, 1016], // F5 B3 B1 B1
    [1205, 1015], // F5 B3 B1 Overline
    [1205, 1015], // F5 B3 B1 Dead
    [1204, 1014], // F5 B3 Overline Overline
    [1204, 1014], // F5 B3 Overline Dead
    [1204, 1014], // F5 B3 Dead Dead
    [1230, 1036], // F5 F2B F2B F2B
    [1230, 1036], // F5 F2B F2B F2A
    [1230, 1036], // F5 F2B F2B F2
    [1221, 1028], // F5 F2B F2B B2
    [1219, 1027], // F5 F2B F2B F1
    [1217, 1025], // F5 F2B F2B B1
    [1216, 1024], // F5 F2B F2B Overline
    [1216, 1024], // F5 F2B F2B Dead
    [1230, 1036], // F5 F2B F2A F2A
    [1230, 1036], // F5 F2B F2A F2
    [1221, 1028], // F5 F2B F2A B2
    [1219, 1027], // F5 F2B F2A F1
    [1217, 1025], // F5 F2B F2A B1
    [1216, 1024], // F5 F2B F2A Overline
    [1216, 1024], // F5 F2B F2A Dead
    [1230, 1036], // F5 F2B F2 F2
    [1221, 1028], // F5 F2B F2 B2
    [1219, 1027], // F5 F2B F2 F1
    [1217, 1025], // F5 F2B F2 B1
    [1216, 1024], // F5 F2B F2 Overline
    [1216, 1024], // F5 F2B F2 Dead
    [1211, 1020], // F5 F2B B2 B2
    [1210, 1019], // F5 F2B B2 F1
    [1208, 1017], // F5 F2B B2 B1
    [1206, 1016], // F5 F2B B2 Overline
    [1206, 1016], // F5 F2B B2 Dead
    [1208, 1018], // F5 F2B F1 F1
    [1206, 1016], // F5 F2B F1 B1
    [1205, 1015], // F5 F2B F1 Overline
    [1205, 1015], // F5 F2B F1 Dead
    [1204, 1014], // F5 F2B B1 B1
    [1203, 1013], // F5 F2B B1 Overline
    [1203, 1013], // F5 F2B B1 Dead
    [1202, 1012], // F5 F2B Overline Overline
    [1202, 1012], // F5 F2B Overline Dead
    [1202, 1012], // F5 F2B Dead Dead
    [1230, 1036], // F5 F2A F2A F2A
    [1230, 1036], // F5 F2A F2A F2
    [1221, 1028], // F5 F2A F2A B2
    [1219, 1027], // F5 F2A F2A F1
    [1217, 1025], // F5 F2A F2A B1
    [1216, 1024], // F5 F2A F2A Overline
    [1216, 1024], // F5 F2A F2A Dead
    [1230, 1036], // F5 F2A F2 F2
    [1221, 1028], // F5 F2A F2 B2
    [1219, 1027], // F5 F2A F2 F1
    [1217, 1025], // F5 F2A F2 B1
    [1216, 1024], // F5 F2A F2 Overline
    [1216, 1024], // F5 F2A F2 Dead
    [1211, 1020], // F5 F2A B2 B2
    [1210, 1019], // F5 F2A B2 F1
    [1208, 1017], // F5 F2A B2 B1
    [1206, 1016], // F5 F2A B2 Overline
    [1206, 1016], // F5 F2A B2 Dead
    [1208, 1018], // F5 F2A F1 F1
    [1206, 1016], // F5 F2A F1 B1
    [1205, 1015], // F5 F2A F1 Overline
    [1205, 1015], // F5 F2A F1 Dead
    [1204, 1014], // F5 F2A B1 B1
    [1203, 1013], // F5 F2A B1 Overline
    [1203, 1013], // F5 F2A B1 Dead
    [1202, 1012], // F5 F2A Overline Overline
    [1202, 1012], // F5 F2A Overline Dead
    [1202, 1012], // F5 F2A Dead Dead
    [1230, 1036], // F5 F2 F2 F2
    [1221, 1028], // F5 F2 F2 B2
    [1219, 1027], // F5 F2 F2 F1
    [1217, 1025], // F5 F2 F2 B1
    [1216, 1024], // F5 F2 F2 Overline
    [1216, 1024], // F5 F2 F2 Dead
    [1211, 1020], // F5 F2 B2 B2
    [1210, 1019], // F5 F2 B2 F1
    [1208, 1017], // F5 F2 B2 B1
    [1206, 1016], // F5 F2 B2 Overline
    [1206, 1016], // F5 F2 B2 Dead
    [1208, 1018], // F5 F2 F1 F1
    [1206, 1016], // F5 F2 F1 B1
    [1205, 1015], // F5 F2 F1 Overline
    [1205, 1015], // F5 F2 F1 Dead
    [1204, 1014], // F5 F2 B1 B1
    [1203, 1013], // F5 F2 B1 Overline
    [1203, 1013], // F5 F2 B1 Dead
    [1202, 1012], // F5 F2 Overline Overline
    [1202, 1012], // F5 F2 Overline Dead
    [1202, 1012], // F5 F2 Dead Dead
    [1202, 1012], // F5 B2 B2 B2
    [1200, 1011], // F5 B2 B2 F1
    [1198, 1009], // F5 B2 B2 B1
    [1197, 1008], // F5 B2 B2 Overline
    [1197, 1008], // F5 B2 B2 Dead
    [1199, 1010], // F5 B2 F1 F1
    [1197, 1008], // F5 B2 F1 B1
    [1195, 1007], // F5 B2 F1 Overline
    [1195, 1007], // F5 B2 F1 Dead
    [1194, 1006], // F5 B2 B1 B1
    [1193, 1005], // F5 B2 B1 Overline
    [1193, 1005], // F5 B2 B1 Dead
    [1192, 1004], // F5 B2 Overline Overline
    [1192, 1004], // F5 B2 Overline Dead
    [1192, 1004], // F5 B2 Dead Dead
    [1198, 1009], // F5 F1 F1 F1
    [1195, 1007], // F5 F1 F1 B1
    [1194, 1006], // F5 F1 F1 Overline
    [1194, 1006], // F5 F1 F1 Dead
    [1193, 1005], // F5 F1 B1 B1
    [1192, 1004], // F5 F1 B1 Overline
    [1192, 1004], // F5 F1 B1 Dead
    [1190, 1003], // F5 F1 Overline Overline
    [1190, 1003], // F5 F1 Overline Dead
    [1190, 1003], // F5 F1 Dead Dead
    [1190, 1003], // F5 B1 B1 B1
    [1190, 1002], // F5 B1 B1 Overline
    [1190, 1002], // F5 B1 B1 Dead
    [1188, 1001], // F5 B1 Overline Overline
    [1188, 1001], // F5 B1 Overline Dead
    [1188, 1001], // F5 B1 Dead Dead
    [1188, 1000], // F5 Overline Overline Overline
    [1188, 1000], // F5 Overline Overline Dead
    [1188, 1000], // F5 Overline Dead Dead
    [1188, 1000], // F5 Dead Dead Dead
    [926, 780], // F4 F4 F4 F4
    [843, 710], // F4 F4 F4 B4
    [831, 700], // F4 F4 F4 F3S
    [831, 700], // F4 F4 F4 F3
    [800, 674], // F4 F4 F4 B3
    [798, 672], // F4 F4 F4 F2B
    [798, 672], // F4 F4 F4 F2A
    [798, 672], // F4 F4 F4 F2
    [788, 664], // F4 F4 F4 B2
    [787, 663], // F4 F4 F4 F1
    [785, 661], // F4 F4 F4 B1
    [784, 660], // F4 F4 F4 Overline
    [784, 660], // F4 F4 F4 Dead
    [760, 640], // F4 F4 B4 B4
    [748, 630], // F4 F4 B4 F3S
    [748, 630], // F4 F4 B4 F3
    [717, 604], // F4 F4 B4 B3
    [714, 602], // F4 F4 B4 F2B
    [714, 602], // F4 F4 B4 F2A
    [714, 602], // F4 F4 B4 F2
    [705, 594], // F4 F4 B4 B2
    [704, 593], // F4 F4 B4 F1
    [701, 591], // F4 F4 B4 B1
    [700, 590], // F4 F4 B4 Overline
    [700, 590], // F4 F4 B4 Dead
    [736, 620], // F4 F4 F3S F3S
    [736, 620], // F4 F4 F3S F3
    [705, 594], // F4 F4 F3S B3
    [703, 592], // F4 F4 F3S F2B
    [703, 592], // F4 F4 F3S F2A
    [703, 592], // F4 F4 F3S F2
    [694, 584], // F4 F4 F3S B2
    [692, 583], // F4 F4 F3S F1
    [690, 581], // F4 F4 F3S B1
    [689, 580], // F4 F4 F3S Overline
    [689, 580], // F4 F4 F3S Dead
    [736, 620], // F4 F4 F3 F3
    [705, 594], // F4 F4 F3 B3
    [703, 592], // F4 F4 F3 F2B
    [703, 592], // F4 F4 F3 F2A
    [703, 592], // F4 F4 F3 F2
    [694, 584], // F4 F4 F3 B2
    [692, 583], // F4 F4 F3 F1
    [690, 581], // F4 F4 F3 B1
    [689, 580], // F4 F4 F3 Overline
    [689, 580], // F4 F4 F3 Dead
    [674, 568], // F4 F4 B3 B3
    [672, 566], // F4 F4 B3 F2B
    [672, 566], // F4 F4 B3 F2A
    [672, 566], // F4 F4 B3 F2
    [662, 558], // F4 F4 B3 B2
    [661, 557], // F4 F4 B3 F1
    [658, 555], // F4 F4 B3 B1
    [658, 554], // F4 F4 B3 Overline
    [658, 554], // F4 F4 B3 Dead
    [670, 564], // F4 F4 F2B F2B
    [670, 564], // F4 F4 F2B F2A
    [670, 564], // F4 F4 F2B F2
    [660, 556], // F4 F4 F2B B2
    [658, 555], // F4 F4 F2B F1
    [656, 553], // F4 F4 F2B B1
    [656, 552], // F4 F4 F2B Overline
    [656, 552], // F4 F4 F2B Dead
    [670, 564], // F4 F4 F2A F2A
    [670, 564], // F4 F4 F2A F2
    [660, 556], // F4 F4 F2A B2
    [658, 555], // F4 F4 F2A F1
    [656, 553], // F4 F4 F2A B1
    [656, 552], // F4 F4 F2A Overline
    [656, 552], // F4 F4 F2A Dead
    [670, 564], // F4 F4 F2 F2
    [660, 556], // F4 F4 F2 B2
    [658, 555], // F4 F4 F2 F1
    [656, 553], // F4 F4 F2 B1
    [656, 552], // F4 F4 F2 Overline
    [656, 552], // F4 F4 F2 Dead
    [651, 548], // F4 F4 B2 B2
    [649, 547], // F4 F4 B2 F1
    [647, 545], // F4 F4 B2 B1
    [646, 544], // F4 F4 B2 Overline
    [646, 544], // F4 F4 B2 Dead
    [648, 546], // F4 F4 F1 F1
    [646, 544], // F4 F4 F1 B1
    [644, 543], // F4 F4 F1 Overline
    [644, 543], // F4 F4 F1 Dead
    [643, 542], // F4 F4 B1 B1
    [642, 541], // F4 F4 B1 Overline
    [642, 541], // F4 F4 B1 Dead
    [641, 540], // F4 F4 Overline Overline
    [641, 540], // F4 F4 Overline Dead
    [641, 540], // F4 F4 Dead Dead
    [676, 570], // F4 B4 B4 B4
    [665, 560], // F4 B4 B4 F3S
    [665, 560], // F4 B4 B4 F3
    [634, 534], // F4 B4 B4 B3
    [632, 532], // F4 B4 B4 F2B
    [632, 532], // F4 B4 B4 F2A
    [632, 532], // F4 B4 B4 F2
    [622, 524], // F4 B4 B4 B2
    [620, 523], // F4 B4 B4 F1
    [618, 521], // F4 B4 B4 B1
    [618, 520], // F4 B4 B4 Overline
    [618, 520], // F4 B4 B4 Dead
    [653, 550], // F4 B4 F3S F3S
    [653, 550], // F4 B4 F3S F3
    [622, 524], // F4 B4 F3S B3
    [620, 522], // F4 B4 F3S F2B
    [620, 522], // F4 B4 F3S F2A
    [620, 522], // F4 B4 F3S F2
    [610, 514], // F4 B4 F3S B2
    [609, 513], // F4 B4 F3S F1
    [606, 511], // F4 B4 F3S B1
    [605, 510], // F4 B4 F3S Overline
    [605, 510], // F4 B4 F3S Dead
    [653, 550], // F4 B4 F3 F3
    [622, 524], // F4 B4 F3 B3
    [620, 522], // F4 B4 F3 F2B
    [620, 522], // F4 B4 F3 F2A
    [620, 522], // F4 B4 F3 F2
    [610, 514], // F4 B4 F3 B2
    [609, 513], // F4 B4 F3 F1
    [606, 511], // F4 B4 F3 B1
    [605, 510], // F4 B4 F3 Overline
    [605, 510], // F4 B4 F3 Dead
    [591, 498], // F4 B4 B3 B3
    [589, 496], // F4 B4 B3 F2B
    [589, 496], // F4 B4 B3 F2A
    [589, 496], // F4 B4 B3 F2
    [580, 488], // F4 B4 B3 B2
    [578, 487], // F4 B4 B3 F1
    [576, 485], // F4 B4 B3 B1
    [575, 484], // F4 B4 B3 Overline
    [575, 484], // F4 B4 B3 Dead
    [586, 494], // F4 B4 F2B F2B
    [586, 494], // F4 B4 F2B F2A
    [586, 494], // F4 B4 F2B F2
    [577, 486], // F4 B4 F2B B2
    [576, 485], // F4 B4 F2B F1
    [573, 483], // F4 B4 F2B B1
    [572, 482], // F4 B4 F2B Overline
    [572, 482], // F4 B4 F2B Dead
    [586, 494], // F4 B4 F2A F2A
    [586, 494], // F4 B4 F2A F2
    [577, 486], // F4 B4 F2A B2
    [576, 485], // F4 B4 F2A F1
    [573, 483], // F4 B4 F2A B1
    [572, 482], // F4 B4 F2A Overline
    [572, 482], // F4 B4 F2A Dead
    [586, 494], // F4 B4 F2 F2
    [577, 486], // F4 B4 F2 B2
    [576, 485], // F4 B4 F2 F1
    [573, 483], // F4 B4 F2 B1
    [572, 482], // F4 B4 F2 Overline
    [572, 482], // F4 B4 F2 Dead
    [567, 478], // F4 B4 B2 B2
    [566, 477], // F4 B4 B2 F1
    [564, 475], // F4 B4 B2 B1
    [562, 474], // F4 B4 B2 Overline
    [562, 474], // F4 B4 B2 Dead
    [565, 476], // F4 B4 F1 F1
    [562, 474], // F4 B4 F1 B1
    [562, 473], // F4 B4 F1 Overline
    [562, 473], // F4 B4 F1 Dead
    [560, 472], // F4 B4 B1 B1
    [559, 471], // F4 B4 B1 Overline
    [559, 471], // F4 B4 B1 Dead
    [558, 470], // F4 B4 Overline Overline
    [558, 470], // F4 B4 Overline Dead
    [558, 470], // F4 B4 Dead Dead
    [641, 540], // F4 F3S F3S F3S
    [641, 540], // F4 F3S F3S F3
    [610, 514], // F4 F3S F3S B3
    [608, 512], // F4 F3S F3S F2B
    [608, 512], // F4 F3S F3S F2A
    [608, 512], // F4 F3S F3S F2
    [598, 504], // F4 F3S F3S B2
    [597, 503], // F4 F3S F3S F1
    [595, 496], // F4 F3S F3S B1
    [594, 500], // F4 F3S F3S Overline
    [594, 503], // F4 F3S F3S Dead
    [641, 540], // F4 F3S F3 F3
    [610, 514], // F4 F3S F3 B3
    [608, 512], // F4 F3S F3 F2B
    [608, 512], // F4 F3S F3 F2A
    [608, 512], // F4 F3S F3 F2
    [598, 496], // F4 F3S F3 B2
    [597, 499], // F4 F3S F3 F1
    [595, 545], // F4 F3S F3 B1
    [594, 500], // F4 F3S F3 Overline
    [594, 500], // F4 F3S F3 Dead
    [580, 488], // F4 F3S B3 B3
    [577, 486], // F4 F3S B3 F2B
    [577, 487], // F4 F3S B3 F2A
    [577, 487], // F4 F3S B3 F2
    [567, 467], // F4 F3S B3 B2
    [566, 484], // F4 F3S B3 F1
    [564, 441], // F4 F3S B3 B1
    [562, 474], // F4 F3S B3 Overline
    [562, 454], // F4 F3S B3 Dead
    [575, 484], // F4 F3S F2B F2B
    [575, 484], // F4 F3S F2B F2A
    [575, 484], // F4 F3S F2B F2
    [565, 453], // F4 F3S F2B B2
    [564, 468], // F4 F3S F2B F1
    [562, 429], // F4 F3S F2B B1
    [560, 472], // F4 F3S F2B Overline
    [560, 417], // F4 F3S F2B Dead
    [575, 484], // F4 F3S F2A F2A
    [575, 484], // F4 F3S F2A F2
    [565, 477], // F4 F3S F2A B2
    [564, 481], // F4 F3S F2A F1
    [562, 483], // F4 F3S F2A B1
    [560, 472], // F4 F3S F2A Overline
    [560, 479], // F4 F3S F2A Dead
    [575, 480], // F4 F3S F2 F2
    [565, 461], // F4 F3S F2 B2
    [564, 470], // F4 F3S F2 F1
    [562, 475], // F4 F3S F2 B1
    [560, 472], // F4 F3S F2 Overline
    [560, 458], // F4 F3S F2 Dead
    [556, 460], // F4 F3S B2 B2
    [554, 453], // F4 F3S B2 F1
    [552, 401], // F4 F3S B2 B1
    [551, 464], // F4 F3S B2 Overline
    [551, 416], // F4 F3S B2 Dead
    [553, 411], // F4 F3S F1 F1
    [551, 348], // F4 F3S F1 B1
    [549, 463], // F4 F3S F1 Overline
    [549, 416], // F4 F3S F1 Dead
    [548, 379], // F4 F3S B1 B1
    [547, 461], // F4 F3S B1 Overline
    [547, 392], // F4 F3S B1 Dead
    [546, 460], // F4 F3S Overline Overline
    [546, 460], // F4 F3S Overline Dead
    [546, 389], // F4 F3S Dead Dead
    [641, 540], // F4 F3 F3 F3
    [610, 513], // F4 F3 F3 B3
    [608, 512], // F4 F3 F3 F2B
    [608, 513], // F4 F3 F3 F2A
    [608, 512], // F4 F3 F3 F2
    [598, 505], // F4 F3 F3 B2
    [597, 499], // F4 F3 F3 F1
    [595, 501], // F4 F3 F3 B1
    [594, 500], // F4 F3 F3 Overline
    [594, 496], // F4 F3 F3 Dead
    [580, 489], // F4 F3 B3 B3
    [577, 480], // F4 F3 B3 F2B
    [577, 486], // F4 F3 B3 F2A
    [577, 486], // F4 F3 B3 F2
    [567, 474], // F4 F3 B3 B2
    [566, 463], // F4 F3 B3 F1
    [564, 482], // F4 F3 B3 B1
    [562, 474], // F4 F3 B3 Overline
    [562, 477], // F4 F3 B3 Dead
    [575, 483], // F4 F3 F2B F2B
    [575, 484], // F4 F3 F2B F2A
    [575, 484], // F4 F3 F2B F2
    [565, 492], // F4 F3 F2B B2
    [564, 444], // F4 F3 F2B F1
    [562, 476], // F4 F3 F2B B1
    [560, 472], // F4 F3 F2B Overline
    [560, 444], // F4 F3 F2B Dead
    [575, 484], // F4 F3 F2A F2A
    [575, 484], // F4 F3 F2A F2
    [565, 499], // F4 F3 F2A B2
    [564, 462], // F4 F3 F2A F1
    [562, 481], // F4 F3 F2A B1
    [560, 472], // F4 F3 F2A Overline
    [560, 478], // F4 F3 F2A Dead
    [575, 484], // F4 F3 F2 F2
    [565, 486], // F4 F3 F2 B2
    [564, 472], // F4 F3 F2 F1
    [562, 423], // F4 F3 F2 B1
    [560, 472], // F4 F3 F2 Overline
    [560, 481], // F4 F3 F2 Dead
    [556, 477], // F4 F3 B2 B2
    [554, 467], // F4 F3 B2 F1
    [552, 475], // F4 F3 B2 B1
    [551, 464], // F4 F3 B2 Overline
    [551, 480], // F4 F3 B2 Dead
    [553, 406], // F4 F3 F1 F1
    [551, 446], // F4 F3 F1 B1
    [549, 463], // F4 F3 F1 Overline
    [549, 460], // F4 F3 F1 Dead
    [548, 436], // F4 F3 B1 B1
    [547, 461], // F4 F3 B1 Overline
    [547, 436], // F4 F3 B1 Dead
    [546, 460], // F4 F3 Overline Overline
    [546, 460], // F4 F3 Overline Dead
    [546, 410], // F4 F3 Dead Dead
    [548, 467], // F4 B3 B3 B3
    [546, 457], // F4 B3 B3 F2B
    [546, 460], // F4 B3 B3 F2A
    [546, 459], // F4 B3 B3 F2
    [537, 465], // F4 B3 B3 B2
    [535, 397], // F4 B3 B3 F1
    [533, 473], // F4 B3 B3 B1
    [532, 448], // F4 B3 B3 Overline
    [532, 426], // F4 B3 B3 Dead
    [544, 466], // F4 B3 F2B F2B
    [544, 460], // F4 B3 F2B F2A
    [544, 455], // F4 B3 F2B F2
    [534, 467], // F4 B3 F2B B2
    [533, 419], // F4 B3 F2B F1
    [530, 382], // F4 B3 F2B B1
    [529, 446], // F4 B3 F2B Overline
    [529, 422], // F4 B3 F2B Dead
    [544, 454], // F4 B3 F2A F2A
    [544, 477], // F4 B3 F2A F2
    [534, 467], // F4 B3 F2A B2
    [533, 440], // F4 B3 F2A F1
    [530, 352], // F4 B3 F2A B1
    [529, 446], // F4 B3 F2A Overline
    [529, 462], // F4 B3 F2A Dead
    [544, 465], // F4 B3 F2 F2
    [534, 456], // F4 B3 F2 B2
    [533, 468], // F4 B3 F2 F1
    [530, 476], // F4 B3 F2 B1
    [529, 446], // F4 B3 F2 Overline
    [529, 449], // F4 B3 F2 Dead
    [524, 420], // F4 B3 B2 B2
    [524, 379], // F4 B3 B2 F1
    [521, 407], // F4 B3 B2 B1
    [520, 438], // F4 B3 B2 Overline
    [520, 395], // F4 B3 B2 Dead
    [522, 373], // F4 B3 F1 F1
    [520, 371], // F4 B3 F1 B1
    [519, 437], // F4 B3 F1 Overline
    [519, 405], // F4 B3 F1 Dead
    [518, 356], // F4 B3 B1 B1
    [516, 435], // F4 B3 B1 Overline
    [516, 376], // F4 B3 B1 Dead
    [515, 434], // F4 B3 Overline Overline
    [515, 434], // F4 B3 Overline Dead
    [515, 355], // F4 B3 Dead Dead
    [542, 461], // F4 F2B F2B F2B
    [542, 456], // F4 F2B F2B F2A
    [542, 477], // F4 F2B F2B F2
    [532, 483], // F4 F2B F2B B2
    [530, 482], // F4 F2B F2B F1
    [528, 364], // F4 F2B F2B B1
    [527, 444], // F4 F2B F2B Overline
    [527, 451], // F4 F2B F2B Dead
    [542, 456], // F4 F2B F2A F2A
    [542, 438], // F4 F2B F2A F2
    [532, 425], // F4 F2B F2A B2
    [530, 377], // F4 F2B F2A F1
    [528, 332], // F4 F2B F2A B1
    [527, 444], // F4 F2B F2A Overline
    [527, 478], // F4 F2B F2A Dead
    [542, 454], // F4 F2B F2 F2
    [532, 423], // F4 F2B F2 B2
    [530, 341], // F4 F2B F2 F1
    [528, 407], // F4 F2B F2 B1
    [527, 444], // F4 F2B F2 Overline
    [527, 463], // F4 F2B F2 Dead
    [522, 429], // F4 F2B B2 B2
    [521, 336], // F4 F2B B2 F1
    [519, 433], // F4 F2B B2 B1
    [518, 436], // F4 F2B B2 Overline
    [518, 402], // F4 F2B B2 Dead
    [520, 361], // F4 F2B F1 F1
    [518, 346], // F4 F2B F1 B1
    [516, 435], // F4 F2B F1 Overline
    [516, 376], // F4 F2B F1 Dead
    [515, 354], // F4 F2B B1 B1
    [514, 433], // F4 F2B B1 Overline
    [514, 417], // F4 F2B B1 Dead
    [513, 432], // F4 F2B Overline Overline
    [513, 432], // F4 F2B Overline Dead
    [513, 371], // F4 F2B Dead Dead
    [542, 460], // F4 F2A F2A F2A
    [542, 384], // F4 F2A F2A F2
    [532, 429], // F4 F2A F2A B2
    [530, 467], // F4 F2A F2A F1
    [528, 445], // F4 F2A F2A B1
    [527, 444], // F4 F2A F2A Overline
    [527, 440], // F4 F2A F2A Dead
    [542, 460], // F4 F2A F2 F2
    [532, 502], // F4 F2A F2 B2
    [530, 496], // F4 F2A F2 F1
    [528, 448], // F4 F2A F2 B1
    [527, 444], // F4 F2A F2 Overline
    [527, 425], // F4 F2A F2 Dead
    [522, 414], // F4 F2A B2 B2
    [521, 380], // F4 F2A B2 F1
    [519, 399], // F4 F2A B2 B1
    [518, 436], // F4 F2A B2 Overline
    [518, 468], // F4 F2A B2 Dead
    [520, 371], // F4 F2A F1 F1
    [518, 406], // F4 F2A F1 B1
    [516, 435], // F4 F2A F1 Overline
    [516, 388], // F4 F2A F1 Dead
    [515, 406], // F4 F2A B1 B1
    [514, 433], // F4 F2A B1 Overline
    [514, 367], // F4 F2A B1 Dead
    [513, 432], // F4 F2A Overline Overline
    [513, 432], // F4 F2A Overline Dead
    [513, 355], // F4 F2A Dead Dead
    [542, 452], // F4 F2 F2 F2
    [532, 458], // F4 F2 F2 B2
    [530, 465], // F4 F2 F2 F1
    [528, 404], // F4 F2 F2 B1
    [527, 444], // F4 F2 F2 Overline
    [527, 463], // F4 F2 F2 Dead
    [522, 465], // F4 F2 B2 B2
    [521, 354], // F4 F2 B2 F1
    [519, 445], // F4 F2 B2 B1
    [518, 436], // F4 F2 B2 Overline
    [518, 395], // F4 F2 B2 Dead
    [520, 370], // F4 F2 F1 F1
    [518, 401], // F4 F2 F1 B1
    [516, 435], // F4 F2 F1 Overline
    [516, 396], // F4 F2 F1 Dead
    [515, 366], // F4 F2 B1 B1
    [514, 433], // F4 F2 B1 Overline
    [514, 391], // F4 F2 B1 Dead
    [513, 432], // F4 F2 Overline Overline
    [513, 432], // F4 F2 Overline Dead
    [513, 386], // F4 F2 Dead Dead
    [513, 374], // F4 B2 B2 B2
    [511, 369], // F4 B2 B2 F1
    [509, 388], // F4 B2 B2 B1
    [508, 428], // F4 B2 B2 Overline
    [508, 361], // F4 B2 B2 Dead
    [510, 364], // F4 B2 F1 F1
    [508, 361], // F4 B2 F1 B1
    [506, 427], // F4 B2 F1 Overline
    [506, 362], // F4 B2 F1 Dead
    [506, 371], // F4 B2 B1 B1
    [504, 425], // F4 B2 B1 Overline
    [504, 348], // F4 B2 B1 Dead
    [504, 424], // F4 B2 Overline Overline
    [504, 424], // F4 B2 Overline Dead
    [504, 350], // F4 B2 Dead Dead
    [509, 351], // F4 F1 F1 F1
    [506, 355], // F4 F1 F1 B1
    [506, 426], // F4 F1 F1 Overline
    [506, 363], // F4 F1 F1 Dead
    [504, 361], // F4 F1 B1 B1
    [504, 424], // F4 F1 B1 Overline
    [504, 354], // F4 F1 B1 Dead
    [502, 423], // F4 F1 Overline Overline
    [502, 423], // F4 F1 Overline Dead
    [502, 347], // F4 F1 Dead Dead
    [502, 350], // F4 B1 B1 B1
    [501, 422], // F4 B1 B1 Overline
    [501, 315], // F4 B1 B1 Dead
    [500, 421], // F4 B1 Overline Overline
    [500, 421], // F4 B1 Overline Dead
    [500, 327], // F4 B1 Dead Dead
    [499, 420], // F4 Overline Overline Overline
    [499, 420], // F4 Overline Overline Dead
    [499, 420], // F4 Overline Dead Dead
    [499, 313], // F4 Dead Dead Dead
    [594, 500], // B4 B4 B4 B4
    [582, 490], // B4 B4 B4 F3S
    [582, 490], // B4 B4 B4 F3
    [551, 464], // B4 B4 B4 B3
    [548, 462], // B4 B4 B4 F2B
    [548, 462], // B4 B4 B4 F2A
    [548, 462], // B4 B4 B4 F2
    [539, 454], // B4 B4 B4 B2
    [538, 453], // B4 B4 B4 F1
    [535, 451], // B4 B4 B4 B1
    [534, 450], // B4 B4 B4 Overline
    [534, 450], // B4 B4 B4 Dead
    [570, 480], // B4 B4 F3S F3S
    [570, 480], // B4 B4 F3S F3
    [539, 454], // B4 B4 F3S B3
    [537, 452], // B4 B4 F3S F2B
    [537, 452], // B4 B4 F3S F2A
    [537, 452], // B4 B4 F3S F2
    [527, 444], // B4 B4 F3S B2
    [526, 443], // B4 B4 F3S F1
    [524, 441], // B4 B4 F3S B1
    [522, 440], // B4 B4 F3S Overline
    [522, 440], // B4 B4 F3S Dead
    [570, 480], // B4 B4 F3 F3
    [539, 454], // B4 B4 F3 B3
    [537, 452], // B4 B4 F3 F2B
    [537, 452], // B4 B4 F3 F2A
    [537, 452], // B4 B4 F3 F2
    [527, 444], // B4 B4 F3 B2
    [526, 443], // B4 B4 F3 F1
    [524, 441], // B4 B4 F3 B1
    [522, 440], // B4 B4 F3 Overline
    [522, 440], // B4 B4 F3 Dead
    [508, 428], // B4 B4 B3 B3
    [506, 426], // B4 B4 B3 F2B
    [506, 426], // B4 B4 B3 F2A
    [506, 426], // B4 B4 B3 F2
    [496, 418], // B4 B4 B3 B2
    [495, 417], // B4 B4 B3 F1
    [492, 415], // B4 B4 B3 B1
    [491, 414], // B4 B4 B3 Overline
    [491, 414], // B4 B4 B3 Dead
    [504, 424], // B4 B4 F2B F2B
    [504, 424], // B4 B4 F2B F2A
    [504, 424], // B4 B4 F2B F2
    [494, 416], // B4 B4 F2B B2
    [492, 415], // B4 B4 F2B F1
    [490, 413], // B4 B4 F2B B1
    [489, 412], // B4 B4 F2B Overline
    [489, 412], // B4 B4 F2B Dead
    [504, 424], // B4 B4 F2A F2A
    [504, 424], // B4 B4 F2A F2
    [494, 416], // B4 B4 F2A B2
    [492, 415], // B4 B4 F2A F1
    [490, 413], // B4 B4 F2A B1
    [489, 412], // B4 B4 F2A Overline
    [489, 412], // B4 B4 F2A Dead
    [504, 424], // B4 B4 F2 F2
    [494, 416], // B4 B4 F2 B2
    [492, 415], // B4 B4 F2 F1
    [490, 413], // B4 B4 F2 B1
    [489, 412], // B4 B4 F2 Overline
    [489, 412], // B4 B4 F2 Dead
    [484, 408], // B4 B4 B2 B2
    [483, 407], // B4 B4 B2 F1
    [481, 405], // B4 B4 B2 B1
    [480, 404], // B4 B4 B2 Overline
    [480, 404], // B4 B4 B2 Dead
    [482, 406], // B4 B4 F1 F1
    [480, 404], // B4 B4 F1 B1
    [478, 403], // B4 B4 F1 Overline
    [478, 403], // B4 B4 F1 Dead
    [477, 402], // B4 B4 B1 B1
    [476, 401], // B4 B4 B1 Overline
    [476, 401], // B4 B4 B1 Dead
    [475, 400], // B4 B4 Overline Overline
    [475, 400], // B4 B4 Overline Dead
    [475, 400], // B4 B4 Dead Dead
    [439, 370], // B4 F3S F3S F3S
    [439, 370], // B4 F3S F3S F3
    [408, 344], // B4 F3S F3S B3
    [406, 342], // B4 F3S F3S F2B
    [406, 342], // B4 F3S F3S F2A
    [406, 342], // B4 F3S F3S F2
    [396, 335], // B4 F3S F3S B2
    [395, 334], // B4 F3S F3S F1
    [392, 313], // B4 F3S F3S B1
    [392, 330], // B4 F3S F3S Overline
    [389, 340], // B4 F3S F3S Dead
    [439, 370], // B4 F3S F3 F3
    [408, 344], // B4 F3S F3 B3
    [406, 343], // B4 F3S F3 F2B
    [407, 347], // B4 F3S F3 F2A
    [406, 341], // B4 F3S F3 F2
    [391, 332], // B4 F3S F3 B2
    [381, 302], // B4 F3S F3 F1
    [388, 327], // B4 F3S F3 B1
    [392, 330], // B4 F3S F3 Overline
    [392, 354], // B4 F3S F3 Dead
    [377, 318], // B4 F3S B3 B3
    [375, 333], // B4 F3S B3 F2B
    [375, 317], // B4 F3S B3 F2A
    [375, 316], // B4 F3S B3 F2
    [367, 296], // B4 F3S B3 B2
    [364, 287], // B4 F3S B3 F1
    [354, 267], // B4 F3S B3 B1
    [361, 304], // B4 F3S B3 Overline
    [361, 294], // B4 F3S B3 Dead
    [372, 314], // B4 F3S F2B F2B
    [368, 308], // B4 F3S F2B F2A
    [372, 316], // B4 F3S F2B F2
    [364, 297], // B4 F3S F2B B2
    [362, 302], // B4 F3S F2B F1
    [365, 294], // B4 F3S F2B B1
    [358, 302], // B4 F3S F2B Overline
    [352, 306], // B4 F3S F2B Dead
    [372, 315], // B4 F3S F2A F2A
    [372, 320], // B4 F3S F2A F2
    [363, 340], // B4 F3S F2A B2
    [359, 319], // B4 F3S F2A F1
    [359, 325], // B4 F3S F2A B1
    [358, 302], // B4 F3S F2A Overline
    [359, 301], // B4 F3S F2A Dead
    [372, 314], // B4 F3S F2 F2
    [363, 285], // B4 F3S F2 B2
    [358, 300], // B4 F3S F2 F1
    [359, 314], // B4 F3S F2 B1
    [358, 302], // B4 F3S F2 Overline
    [362, 305], // B4 F3S F2 Dead
    [359, 270], // B4 F3S B2 B2
    [353, 271], // B4 F3S B2 F1
    [324, 284], // B4 F3S B2 B1
    [349, 294], // B4 F3S B2 Overline
    [330, 270], // B4 F3S B2 Dead
    [363, 278], // B4 F3S F1 F1
    [346, 256], // B4 F3S F1 B1
    [348, 293], // B4 F3S F1 Overline
    [362, 296], // B4 F3S F1 Dead
    [340, 211], // B4 F3S B1 B1
    [345, 291], // B4 F3S B1 Overline
    [336, 264], // B4 F3S B1 Dead
    [344, 290], // B4 F3S Overline Overline
    [344, 290], // B4 F3S Overline Dead
    [289, 197], // B4 F3S Dead Dead
    [439, 370], // B4 F3 F3 F3
    [408, 344], // B4 F3 F3 B3
    [406, 343], // B4 F3 F3 F2B
    [406, 347], // B4 F3 F3 F2A
    [406, 342], // B4 F3 F3 F2
    [356, 322], // B4 F3 F3 B2
    [389, 321], // B4 F3 F3 F1
    [387, 322], // B4 F3 F3 B1
    [392, 330], // B4 F3 F3 Overline
    [387, 319], // B4 F3 F3 Dead
    [377, 312], // B4 F3 B3 B3
    [375, 319], // B4 F3 B3 F2B
    [375, 312], // B4 F3 B3 F2A
    [372, 326], // B4 F3 B3 F2
    [376, 311], // B4 F3 B3 B2
    [359, 288], // B4 F3 B3 F1
    [357, 292], // B4 F3 B3 B1
    [361, 304], // B4 F3 B3 Overline
    [361, 295], // B4 F3 B3 Dead
    [372, 314], // B4 F3 F2B F2B
    [372, 310], // B4 F3 F2B F2A
    [372, 331], // B4 F3 F2B F2
    [357, 309], // B4 F3 F2B B2
    [362, 318], // B4 F3 F2B F1
    [364, 299], // B4 F3 F2B B1
    [358, 302], // B4 F3 F2B Overline
    [360, 310], // B4 F3 F2B Dead
    [372, 326], // B4 F3 F2A F2A
    [372, 315], // B4 F3 F2A F2
    [363, 300], // B4 F3 F2A B2
    [362, 406], // B4 F3 F2A F1
    [360, 315], // B4 F3 F2A B1
    [358, 302], // B4 F3 F2A Overline
    [363, 293], // B4 F3 F2A Dead
    [372, 309], // B4 F3 F2 F2
    [363, 300], // B4 F3 F2 B2
    [362, 292], // B4 F3 F2 F1
    [349, 284], // B4 F3 F2 B1
    [358, 302], // B4 F3 F2 Overline
    [366, 333], // B4 F3 F2 Dead
    [354, 292], // B4 F3 B2 B2
    [349, 280], // B4 F3 B2 F1
    [353, 281], // B4 F3 B2 B1
    [349, 294], // B4 F3 B2 Overline
    [285, 248], // B4 F3 B2 Dead
    [353, 288], // B4 F3 F1 F1
    [345, 316], // B4 F3 F1 B1
    [348, 293], // B4 F3 F1 Overline
    [325, 279], // B4 F3 F1 Dead
    [332, 240], // B4 F3 B1 B1
    [345, 291], // B4 F3 B1 Overline
    [303, 231], // B4 F3 B1 Dead
    [344, 290], // B4 F3 Overline Overline
    [344, 290], // B4 F3 Overline Dead
    [317, 225], // B4 F3 Dead Dead
    [188, 156], // B4 B3 B3 B3
    [191, 178], // B4 B3 B3 F2B
    [136, 110], // B4 B3 B3 F2A
    [203, 176], // B4 B3 B3 F2
    [156, 160], // B4 B3 B3 B2
    [228, 207], // B4 B3 B3 F1
    [159, 145], // B4 B3 B3 B1
    [164, 138], // B4 B3 B3 Overline
    [114, 99], // B4 B3 B3 Dead
    [186, 203], // B4 B3 F2B F2B
    [207, 211], // B4 B3 F2B F2A
    [179, 111], // B4 B3 F2B F2
    [250, 219], // B4 B3 F2B B2
    [260, 225], // B4 B3 F2B F1
    [214, 164], // B4 B3 F2B B1
    [162, 136], // B4 B3 F2B Overline
    [197, 160], // B4 B3 F2B Dead
    [188, 181], // B4 B3 F2A F2A
    [197, 170], // B4 B3 F2A F2
    [180, 176], // B4 B3 F2A B2
    [201, 174], // B4 B3 F2A F1
    [150, 171], // B4 B3 F2A B1
    [162, 136], // B4 B3 F2A Overline
    [168, 142], // B4 B3 F2A Dead
    [172, 137], // B4 B3 F2 F2
    [192, 171], // B4 B3 F2 B2
    [170, 139], // B4 B3 F2 F1
    [172, 145], // B4 B3 F2 B1
    [162, 136], // B4 B3 F2 Overline
    [158, 140], // B4 B3 F2 Dead
    [131, 125], // B4 B3 B2 B2
    [144, 132], // B4 B3 B2 F1
    [145, 134], // B4 B3 B2 B1
    [152, 128], // B4 B3 B2 Overline
    [111, 96], // B4 B3 B2 Dead
    [149, 138], // B4 B3 F1 F1
    [142, 123], // B4 B3 F1 B1
    [150, 127], // B4 B3 F1 Overline
    [116, 97], // B4 B3 F1 Dead
    [106, 96], // B4 B3 B1 B1
    [148, 125], // B4 B3 B1 Overline
    [89, 77], // B4 B3 B1 Dead
    [147, 124], // B4 B3 Overline Overline
    [147, 124], // B4 B3 Overline Dead
    [88, 64], // B4 B3 Dead Dead
    [174, 134], // B4 F2B F2B F2B
    [168, 111], // B4 F2B F2B F2A
    [160, 165], // B4 F2B F2B F2
    [212, 234], // B4 F2B F2B B2
    [210, 122], // B4 F2B F2B F1
    [148, 90], // B4 F2B F2B B1
    [159, 134], // B4 F2B F2B Overline
    [215, 172], // B4 F2B F2B Dead
    [185, 162], // B4 F2B F2A F2A
    [210, 177], // B4 F2B F2A F2
    [238, 229], // B4 F2B F2A B2
    [214, 159], // B4 F2B F2A F1
    [177, 167], // B4 F2B F2A B1
    [159, 134], // B4 F2B F2A Overline
    [206, 169], // B4 F2B F2A Dead
    [168, 150], // B4 F2B F2 F2
    [132, 115], // B4 F2B F2 B2
    [170, 140], // B4 F2B F2 F1
    [192, 165], // B4 F2B F2 B1
    [159, 134], // B4 F2B F2 Overline
    [237, 189], // B4 F2B F2 Dead
    [230, 200], // B4 F2B B2 B2
    [159, 133], // B4 F2B B2 F1
    [181, 154], // B4 F2B B2 B1
    [149, 126], // B4 F2B B2 Overline
    [173, 140], // B4 F2B B2 Dead
    [165, 128], // B4 F2B F1 F1
    [164, 132], // B4 F2B F1 B1
    [148, 125], // B4 F2B F1 Overline
    [166, 124], // B4 F2B F1 Dead
    [144, 122], // B4 F2B B1 B1
    [146, 123], // B4 F2B B1 Overline
    [159, 119], // B4 F2B B1 Dead
    [144, 122], // B4 F2B Overline Overline
    [144, 122], // B4 F2B Overline Dead
    [122, 98], // B4 F2B Dead Dead
    [184, 180], // B4 F2A F2A F2A
    [153, 169], // B4 F2A F2A F2
    [180, 158], // B4 F2A F2A B2
    [250, 180], // B4 F2A F2A F1
    [237, 239], // B4 F2A F2A B1
    [159, 134], // B4 F2A F2A Overline
    [189, 145], // B4 F2A F2A Dead
    [182, 130], // B4 F2A F2 F2
    [249, 196], // B4 F2A F2 B2
    [212, 145], // B4 F2A F2 F1
    [213, 175], // B4 F2A F2 B1
    [159, 134], // B4 F2A F2 Overline
    [185, 171], // B4 F2A F2 Dead
    [177, 139], // B4 F2A B2 B2
    [178, 147], // B4 F2A B2 F1
    [145, 134], // B4 F2A B2 B1
    [149, 126], // B4 F2A B2 Overline
    [150, 115], // B4 F2A B2 Dead
    [159, 127], // B4 F2A F1 F1
    [166, 131], // B4 F2A F1 B1
    [148, 125], // B4 F2A F1 Overline
    [149, 116], // B4 F2A F1 Dead
    [175, 142], // B4 F2A B1 B1
    [146, 123], // B4 F2A B1 Overline
    [125, 100], // B4 F2A B1 Dead
    [144, 122], // B4 F2A Overline Overline
    [144, 122], // B4 F2A Overline Dead
    [88, 69], // B4 F2A Dead Dead
    [179, 163], // B4 F2 F2 F2
    [181, 158], // B4 F2 F2 B2
    [148, 122], // B4 F2 F2 F1
    [139, 126], // B4 F2 F2 B1
    [159, 134], // B4 F2 F2 Overline
    [196, 170], // B4 F2 F2 Dead
    [170, 142], // B4 F2 B2 B2
    [140, 115], // B4 F2 B2 F1
    [154, 116], // B4 F2 B2 B1
    [149, 126], // B4 F2 B2 Overline
    [122, 97], // B4 F2 B2 Dead
    [153, 124], // B4 F2 F1 F1
    [151, 123], // B4 F2 F1 B1
    [148, 125], // B4 F2 F1 Overline
    [142, 113], // B4 F2 F1 Dead
    [91, 75], // B4 F2 B1 B1
    [146, 123], // B4 F2 B1 Overline
    [101, 79], // B4 F2 B1 Dead
    [144, 122], // B4 F2 Overline Overline
    [144, 122], // B4 F2 Overline Dead
    [93, 67], // B4 F2 Dead Dead
    [132, 115], // B4 B2 B2 B2
    [110, 91], // B4 B2 B2 F1
    [118, 99], // B4 B2 B2 B1
    [92, 78], // B4 B2 B2 Overline
    [95, 76], // B4 B2 B2 Dead
    [111, 90], // B4 B2 F1 F1
    [100, 86], // B4 B2 F1 B1
    [91, 77], // B4 B2 F1 Overline
    [89, 69], // B4 B2 F1 Dead
    [87, 72], // B4 B2 B1 B1
    [88, 75], // B4 B2 B1 Overline
    [78, 63], // B4 B2 B1 Dead
    [88, 74], // B4 B2 Overline Overline
    [88, 74], // B4 B2 Overline Dead
    [73, 52], // B4 B2 Dead Dead
    [99, 80], // B4 F1 F1 F1
    [105, 82], // B4 F1 F1 B1
    [90, 76], // B4 F1 F1 Overline
    [99, 75], // B4 F1 F1 Dead
    [99, 82], // B4 F1 B1 B1
    [88, 74], // B4 F1 B1 Overline
    [83, 65], // B4 F1 B1 Dead
    [86, 73], // B4 F1 Overline Overline
    [86, 73], // B4 F1 Overline Dead
    [70, 47], // B4 F1 Dead Dead
    [78, 64], // B4 B1 B1 B1
    [86, 72], // B4 B1 B1 Overline
    [80, 62], // B4 B1 B1 Dead
    [84, 71], // B4 B1 Overline Overline
    [84, 71], // B4 B1 Overline Dead
    [62, 44], // B4 B1 Dead Dead
    [83, 70], // B4 Overline Overline Overline
    [83, 70], // B4 Overline Overline Dead
    [83, 70], // B4 Overline Dead Dead
    [58, 37], // B4 Dead Dead Dead
    [320, 270], // F3S F3S F3S F3S
    [320, 270], // F3S F3S F3S F3
    [290, 245], // F3S F3S F3S B3
    [287, 242], // F3S F3S F3S F2B
    [287, 242], // F3S F3S F3S F2A
    [287, 242], // F3S F3S F3S F2
    [279, 234], // F3S F3S F3S B2
    [276, 233], // F3S F3S F3S F1
    [167, 59], // F3S F3S F3S B1
    [273, 230], // F3S F3S F3S Overline
    [252, 200], // F3S F3S F3S Dead
    [320, 270], // F3S F3S F3 F3
    [251, 209], // F3S F3S F3 B3
    [238, 242], // F3S F3S F3 F2B
    [287, 242], // F3S F3S F3 F2A
    [287, 242], // F3S F3S F3 F2
    [282, 242], // F3S F3S F3 B2
    [280, 230], // F3S F3S F3 F1
    [267, 216], // F3S F3S F3 B1
    [273, 230], // F3S F3S F3 Overline
    [264, 230], // F3S F3S F3 Dead
    [261, 219], // F3S F3S B3 B3
    [142, 20], // F3S F3S B3 F2B
    [272, 242], // F3S F3S B3 F2A
    [231, 201], // F3S F3S B3 F2
    [239, 201], // F3S F3S B3 B2
    [226, 81], // F3S F3S B3 F1
    [45, 31], // F3S F3S B3 B1
    [242, 204], // F3S F3S B3 Overline
    [252, 245], // F3S F3S B3 Dead
    [254, 206], // F3S F3S F2B F2B
    [254, 213], // F3S F3S F2B F2A
    [90, -10], // F3S F3S F2B F2
    [190, 207], // F3S F3S F2B B2
    [268, 242], // F3S F3S F2B F1
    [107, 173], // F3S F3S F2B B1
    [240, 202], // F3S F3S F2B Overline
    [187, 218], // F3S F3S F2B Dead
    [254, 213], // F3S F3S F2A F2A
    [247, 214], // F3S F3S F2A F2
    [260, 203], // F3S F3S F2A B2
    [228, 239], // F3S F3S F2A F1
    [199, 172], // F3S F3S F2A B1
    [240, 202], // F3S F3S F2A Overline
    [304, 243], // F3S F3S F2A Dead
    [247, 203], // F3S F3S F2 F2
    [190, 107], // F3S F3S F2 B2
    [211, 157], // F3S F3S F2 F1
    [250, 167], // F3S F3S F2 B1
    [240, 202], // F3S F3S F2 Overline
    [255, 265], // F3S F3S F2 Dead
    [263, 209], // F3S F3S B2 B2
    [144, 75], // F3S F3S B2 F1
    [178, 166], // F3S F3S B2 B1
    [230, 194], // F3S F3S B2 Overline
    [175, 159], // F3S F3S B2 Dead
    [181, 163], // F3S F3S F1 F1
    [115, 87], // F3S F3S F1 B1
    [229, 193], // F3S F3S F1 Overline
    [170, 167], // F3S F3S F1 Dead
    [137, 114], // F3S F3S B1 B1
    [226, 191], // F3S F3S B1 Overline
    [161, 178], // F3S F3S B1 Dead
    [225, 190], // F3S F3S Overline Overline
    [225, 190], // F3S F3S Overline Dead
    [143, 86], // F3S F3S Dead Dead
    [320, 270], // F3S F3 F3 F3
    [278, 236], // F3S F3 F3 B3
    [281, 243], // F3S F3 F3 F2B
    [288, 247], // F3S F3 F3 F2A
    [289, 242], // F3S F3 F3 F2
    [261, 176], // F3S F3 F3 B2
    [245, 201], // F3S F3 F3 F1
    [305, 248], // F3S F3 F3 B1
    [273, 230], // F3S F3 F3 Overline
    [281, 256], // F3S F3 F3 Dead
    [229, 249], // F3S F3 B3 B3
    [203, 166], // F3S F3 B3 F2B
    [205, 97], // F3S F3 B3 F2A
    [272, 230], // F3S F3 B3 F2
    [238, 209], // F3S F3 B3 B2
    [248, 195], // F3S F3 B3 F1
    [260, 237], // F3S F3 B3 B1
    [242, 204], // F3S F3 B3 Overline
    [351, 295], // F3S F3 B3 Dead
    [236, 222], // F3S F3 F2B F2B
    [248, 211], // F3S F3 F2B F2A
    [281, 257], // F3S F3 F2B F2
    [251, 214], // F3S F3 F2B B2
    [183, 175], // F3S F3 F2B F1
    [175, 140], // F3S F3 F2B B1
    [240, 202], // F3S F3 F2B Overline
    [248, 224], // F3S F3 F2B Dead
    [254, 202], // F3S F3 F2A F2A
    [266, 208], // F3S F3 F2A F2
    [300, 223], // F3S F3 F2A B2
    [288, 177], // F3S F3 F2A F1
    [253, 223], // F3S F3 F2A B1
    [240, 202], // F3S F3 F2A Overline
    [218, 185], // F3S F3 F2A Dead
    [235, 216], // F3S F3 F2 F2
    [216, 228], // F3S F3 F2 B2
    [243, 232], // F3S F3 F2 F1
    [231, 193], // F3S F3 F2 B1
    [240, 202], // F3S F3 F2 Overline
    [236, 190], // F3S F3 F2 Dead
    [320, 231], // F3S F3 B2 B2
    [173, 175], // F3S F3 B2 F1
    [221, 205], // F3S F3 B2 B1
    [230, 194], // F3S F3 B2 Overline
    [296, 248], // F3S F3 B2 Dead
    [188, 192], // F3S F3 F1 F1
    [216, 189], // F3S F3 F1 B1
    [229, 193], // F3S F3 F1 Overline
    [224, 205], // F3S F3 F1 Dead
    [185, 179], // F3S F3 B1 B1
    [226, 191], // F3S F3 B1 Overline
    [236, 206], // F3S F3 B1 Dead
    [225, 190], // F3S F3 Overline Overline
    [225, 190], // F3S F3 Overline Dead
    [169, 173], // F3S F3 Dead Dead
    [187, 133], // F3S B3 B3 B3
    [164, 122], // F3S B3 B3 F2B
    [101, 52], // F3S B3 B3 F2A
    [150, 153], // F3S B3 B3 F2
    [221, 170], // F3S B3 B3 B2
    [158, 143], // F3S B3 B3 F1
    [186, 110], // F3S B3 B3 B1
    [128, 108], // F3S B3 B3 Overline
    [187, 131], // F3S B3 B3 Dead
    [151, 74], // F3S B3 F2B F2B
    [126, 97], // F3S B3 F2B F2A
    [161, 143], // F3S B3 F2B F2
    [231, 170], // F3S B3 F2B B2
    [41, 29], // F3S B3 F2B F1
    [118, 91], // F3S B3 F2B B1
    [126, 106], // F3S B3 F2B Overline
    [226, 182], // F3S B3 F2B Dead
    [168, 129], // F3S B3 F2A F2A
    [248, 231], // F3S B3 F2A F2
    [132, 130], // F3S B3 F2A B2
    [147, 156], // F3S B3 F2A F1
    [176, 148], // F3S B3 F2A B1
    [126, 106], // F3S B3 F2A Overline
    [252, 192], // F3S B3 F2A Dead
    [172, 138], // F3S B3 F2 F2
    [132, 93], // F3S B3 F2 B2
    [164, 137], // F3S B3 F2 F1
    [111, 89], // F3S B3 F2 B1
    [126, 106], // F3S B3 F2 Overline
    [167, 120], // F3S B3 F2 Dead
    [132, 116], // F3S B3 B2 B2
    [147, 128], // F3S B3 B2 F1
    [117, 98], // F3S B3 B2 B1
    [116, 98], // F3S B3 B2 Overline
    [140, 110], // F3S B3 B2 Dead
    [111, 92], // F3S B3 F1 F1
    [121, 103], // F3S B3 F1 B1
    [115, 97], // F3S B3 F1 Overline
    [129, 106], // F3S B3 F1 Dead
    [114, 92], // F3S B3 B1 B1
    [112, 95], // F3S B3 B1 Overline
    [102, 83], // F3S B3 B1 Dead
    [111, 94], // F3S B3 Overline Overline
    [111, 94], // F3S B3 Overline Dead
    [98, 79], // F3S B3 Dead Dead
    [148, 151], // F3S F2B F2B F2B
    [159, 131], // F3S F2B F2B F2A
    [27, 15], // F3S F2B F2B F2
    [209, 199], // F3S F2B F2B B2
    [79, 37], // F3S F2B F2B F1
    [99, 108], // F3S F2B F2B B1
    [124, 104], // F3S F2B F2B Overline
    [213, 151], // F3S F2B F2B Dead
    [127, 102], // F3S F2B F2A F2A
    [55, 33], // F3S F2B F2A F2
    [112, 107], // F3S F2B F2A B2
    [141, 86], // F3S F2B F2A F1
    [108, 90], // F3S F2B F2A B1
    [124, 104], // F3S F2B F2A Overline
    [137, 69], // F3S F2B F2A Dead
    [74, 30], // F3S F2B F2 F2
    [146, 75], // F3S F2B F2 B2
    [68, 97], // F3S F2B F2 F1
    [147, 117], // F3S F2B F2 B1
    [124, 104], // F3S F2B F2 Overline
    [210, 157], // F3S F2B F2 Dead
    [120, 89], // F3S F2B B2 B2
    [90, 71], // F3S F2B B2 F1
    [115, 100], // F3S F2B B2 B1
    [114, 96], // F3S F2B B2 Overline
    [146, 115], // F3S F2B B2 Dead
    [106, 94], // F3S F2B F1 F1
    [113, 92], // F3S F2B F1 B1
    [112, 95], // F3S F2B F1 Overline
    [132, 103], // F3S F2B F1 Dead
    [97, 78], // F3S F2B B1 B1
    [110, 93], // F3S F2B B1 Overline
    [118, 87], // F3S F2B B1 Dead
    [109, 92], // F3S F2B Overline Overline
    [109, 92], // F3S F2B Overline Dead
    [85, 62], // F3S F2B Dead Dead
    [147, 121], // F3S F2A F2A F2A
    [11, -21], // F3S F2A F2A F2
    [224, 178], // F3S F2A F2A B2
    [195, 195], // F3S F2A F2A F1
    [141, 90], // F3S F2A F2A B1
    [124, 104], // F3S F2A F2A Overline
    [200, 159], // F3S F2A F2A Dead
    [119, 113], // F3S F2A F2 F2
    [119, 112], // F3S F2A F2 B2
    [131, 112], // F3S F2A F2 F1
    [179, 131], // F3S F2A F2 B1
    [124, 104], // F3S F2A F2 Overline
    [157, 122], // F3S F2A F2 Dead
    [117, 105], // F3S F2A B2 B2
    [128, 106], // F3S F2A B2 F1
    [108, 100], // F3S F2A B2 B1
    [114, 96], // F3S F2A B2 Overline
    [131, 106], // F3S F2A B2 Dead
    [97, 78], // F3S F2A F1 F1
    [99, 71], // F3S F2A F1 B1
    [112, 95], // F3S F2A F1 Overline
    [114, 94], // F3S F2A F1 Dead
    [122, 56], // F3S F2A B1 B1
    [110, 93], // F3S F2A B1 Overline
    [90, 62], // F3S F2A B1 Dead
    [109, 92], // F3S F2A Overline Overline
    [109, 92], // F3S F2A Overline Dead
    [65, 51], // F3S F2A Dead Dead
    [144, 113], // F3S F2 F2 F2
    [145, 134], // F3S F2 F2 B2
    [140, 142], // F3S F2 F2 F1
    [132, 123], // F3S F2 F2 B1
    [124, 104], // F3S F2 F2 Overline
    [146, 126], // F3S F2 F2 Dead
    [141, 119], // F3S F2 B2 B2
    [83, 82], // F3S F2 B2 F1
    [124, 107], // F3S F2 B2 B1
    [114, 96], // F3S F2 B2 Overline
    [117, 105], // F3S F2 B2 Dead
    [95, 82], // F3S F2 F1 F1
    [112, 82], // F3S F2 F1 B1
    [112, 95], // F3S F2 F1 Overline
    [121, 90], // F3S F2 F1 Dead
    [101, 68], // F3S F2 B1 B1
    [110, 93], // F3S F2 B1 Overline
    [93, 69], // F3S F2 B1 Dead
    [109, 92], // F3S F2 Overline Overline
    [109, 92], // F3S F2 Overline Dead
    [67, 61], // F3S F2 Dead Dead
    [99, 95], // F3S B2 B2 B2
    [111, 101], // F3S B2 B2 F1
    [92, 78], // F3S B2 B2 B1
    [86, 72], // F3S B2 B2 Overline
    [85, 65], // F3S B2 B2 Dead
    [91, 80], // F3S B2 F1 F1
    [93, 80], // F3S B2 F1 B1
    [84, 71], // F3S B2 F1 Overline
    [81, 66], // F3S B2 F1 Dead
    [88, 63], // F3S B2 B1 B1
    [82, 69], // F3S B2 B1 Overline
    [79, 70], // F3S B2 B1 Dead
    [81, 68], // F3S B2 Overline Overline
    [81, 68], // F3S B2 Overline Dead
    [68, 54], // F3S B2 Dead Dead
    [71, 63], // F3S F1 F1 F1
    [70, 52], // F3S F1 F1 B1
    [83, 70], // F3S F1 F1 Overline
    [77, 52], // F3S F1 F1 Dead
    [99, 77], // F3S F1 B1 B1
    [81, 68], // F3S F1 B1 Overline
    [69, 53], // F3S F1 B1 Dead
    [79, 67], // F3S F1 Overline Overline
    [79, 67], // F3S F1 Overline Dead
    [51, 38], // F3S F1 Dead Dead
    [41, 22], // F3S B1 B1 B1
    [78, 66], // F3S B1 B1 Overline
    [69, 51], // F3S B1 B1 Dead
    [77, 65], // F3S B1 Overline Overline
    [77, 65], // F3S B1 Overline Dead
    [58, 43], // F3S B1 Dead Dead
    [76, 64], // F3S Overline Overline Overline
    [76, 64], // F3S Overline Overline Dead
    [76, 64], // F3S Overline Dead Dead
    [44, 32], // F3S Dead Dead Dead
    [320, 270], // F3 F3 F3 F3
    [290, 244], // F3 F3 F3 B3
    [288, 242], // F3 F3 F3 F2B
    [287, 242], // F3 F3 F3 F2A
    [287, 242], // F3 F3 F3 F2
    [280, 217], // F3 F3 F3 B2
    [280, 226], // F3 F3 F3 F1
    [308, 256], // F3 F3 F3 B1
    [273, 230], // F3 F3 F3 Overline
    [272, 235], // F3 F3 F3 Dead
    [249, 214], // F3 F3 B3 B3
    [222, 179], // F3 F3 B3 F2B
    [249, 228], // F3 F3 B3 F2A
    [253, 218], // F3 F3 B3 F2
    [242, 183], // F3 F3 B3 B2
    [247, 235], // F3 F3 B3 F1
    [215, 197], // F3 F3 B3 B1
    [242, 204], // F3 F3 B3 Overline
    [281, 234], // F3 F3 B3 Dead
    [255, 215], // F3 F3 F2B F2B
    [255, 221], // F3 F3 F2B F2A
    [259, 210], // F3 F3 F2B F2
    [263, 261], // F3 F3 F2B B2
    [220, 179], // F3 F3 F2B F1
    [186, 231], // F3 F3 F2B B1
    [240, 202], // F3 F3 F2B Overline
    [258, 227], // F3 F3 F2B Dead
    [255, 209], // F3 F3 F2A F2A
    [260, 220], // F3 F3 F2A F2
    [216, 203], // F3 F3 F2A B2
    [204, 164], // F3 F3 F2A F1
    [274, 232], // F3 F3 F2A B1
    [240, 202], // F3 F3 F2A Overline
    [249, 222], // F3 F3 F2A Dead
    [257, 195], // F3 F3 F2 F2
    [256, 202], // F3 F3 F2 B2
    [266, 262], // F3 F3 F2 F1
    [247, 216], // F3 F3 F2 B1
    [240, 202], // F3 F3 F2 Overline
    [299, 246], // F3 F3 F2 Dead
    [231, 192], // F3 F3 B2 B2
    [180, 160], // F3 F3 B2 F1
    [216, 188], // F3 F3 B2 B1
    [230, 194], // F3 F3 B2 Overline
    [215, 194], // F3 F3 B2 Dead
    [178, 169], // F3 F3 F1 F1
    [248, 228], // F3 F3 F1 B1
    [229, 193], // F3 F3 F1 Overline
    [239, 218], // F3 F3 F1 Dead
    [226, 202], // F3 F3 B1 B1
    [226, 191], // F3 F3 B1 Overline
    [276, 241], // F3 F3 B1 Dead
    [225, 190], // F3 F3 Overline Overline
    [225, 190], // F3 F3 Overline Dead
    [219, 175], // F3 F3 Dead Dead
    [161, 117], // F3 B3 B3 B3
    [148, 115], // F3 B3 B3 F2B
    [117, 126], // F3 B3 B3 F2A
    [177, 141], // F3 B3 B3 F2
    [150, 135], // F3 B3 B3 B2
    [120, 108], // F3 B3 B3 F1
    [150, 126], // F3 B3 B3 B1
    [128, 108], // F3 B3 B3 Overline
    [156, 128], // F3 B3 B3 Dead
    [159, 150], // F3 B3 F2B F2B
    [131, 78], // F3 B3 F2B F2A
    [32, 17], // F3 B3 F2B F2
    [131, 105], // F3 B3 F2B B2
    [161, 132], // F3 B3 F2B F1
    [169, 134], // F3 B3 F2B B1
    [126, 106], // F3 B3 F2B Overline
    [183, 167], // F3 B3 F2B Dead
    [105, 183], // F3 B3 F2A F2A
    [59, 106], // F3 B3 F2A F2
    [117, 84], // F3 B3 F2A B2
    [67, 69], // F3 B3 F2A F1
    [124, 128], // F3 B3 F2A B1
    [126, 106], // F3 B3 F2A Overline
    [166, 139], // F3 B3 F2A Dead
    [127, 68], // F3 B3 F2 F2
    [128, 111], // F3 B3 F2 B2
    [127, 98], // F3 B3 F2 F1
    [148, 124], // F3 B3 F2 B1
    [126, 106], // F3 B3 F2 Overline
    [133, 111], // F3 B3 F2 Dead
    [116, 111], // F3 B3 B2 B2
    [92, 79], // F3 B3 B2 F1
    [102, 98], // F3 B3 B2 B1
    [116, 98], // F3 B3 B2 Overline
    [106, 88], // F3 B3 B2 Dead
    [109, 97], // F3 B3 F1 F1
    [119, 101], // F3 B3 F1 B1
    [115, 97], // F3 B3 F1 Overline
    [117, 101], // F3 B3 F1 Dead
    [113, 105], // F3 B3 B1 B1
    [112, 95], // F3 B3 B1 Overline
    [86, 83], // F3 B3 B1 Dead
    [111, 94], // F3 B3 Overline Overline
    [111, 94], // F3 B3 Overline Dead
    [62, 57], // F3 B3 Dead Dead
    [134, 110], // F3 F2B F2B F2B
    [115, 91], // F3 F2B F2B F2A
    [143, 66], // F3 F2B F2B F2
    [237, 129], // F3 F2B F2B B2
    [151, 120], // F3 F2B F2B F1
    [134, 104], // F3 F2B F2B B1
    [124, 104], // F3 F2B F2B Overline
    [190, 144], // F3 F2B F2B Dead
    [143, 104], // F3 F2B F2A F2A
    [136, 125], // F3 F2B F2A F2
    [151, 155], // F3 F2B F2A B2
    [114, 114], // F3 F2B F2A F1
    [86, 59], // F3 F2B F2A B1
    [124, 104], // F3 F2B F2A Overline
    [186, 128], // F3 F2B F2A Dead
    [154, 90], // F3 F2B F2 F2
    [123, 73], // F3 F2B F2 B2
    [100, 75], // F3 F2B F2 F1
    [137, 118], // F3 F2B F2 B1
    [124, 104], // F3 F2B F2 Overline
    [163, 129], // F3 F2B F2 Dead
    [153, 116], // F3 F2B B2 B2
    [100, 86], // F3 F2B B2 F1
    [122, 101], // F3 F2B B2 B1
    [114, 96], // F3 F2B B2 Overline
    [112, 97], // F3 F2B B2 Dead
    [76, 55], // F3 F2B F1 F1
    [90, 80], // F3 F2B F1 B1
    [112, 95], // F3 F2B F1 Overline
    [92, 81], // F3 F2B F1 Dead
    [109, 100], // F3 F2B B1 B1
    [110, 93], // F3 F2B B1 Overline
    [112, 80], // F3 F2B B1 Dead
    [109, 92], // F3 F2B Overline Overline
    [109, 92], // F3 F2B Overline Dead
    [77, 68], // F3 F2B Dead Dead
    [130, 101], // F3 F2A F2A F2A
    [237, 150], // F3 F2A F2A F2
    [14, 17], // F3 F2A F2A B2
    [131, 113], // F3 F2A F2A F1
    [238, 145], // F3 F2A F2A B1
    [124, 104], // F3 F2A F2A Overline
    [115, 78], // F3 F2A F2A Dead
    [164, 148], // F3 F2A F2 F2
    [99, 74], // F3 F2A F2 B2
    [168, 116], // F3 F2A F2 F1
    [113, 79], // F3 F2A F2 B1
    [124, 104], // F3 F2A F2 Overline
    [103, 85], // F3 F2A F2 Dead
    [94, 91], // F3 F2A B2 B2
    [97, 79], // F3 F2A B2 F1
    [97, 92], // F3 F2A B2 B1
    [114, 96], // F3 F2A B2 Overline
    [114, 110], // F3 F2A B2 Dead
    [106, 88], // F3 F2A F1 F1
    [93, 82], // F3 F2A F1 B1
    [112, 95], // F3 F2A F1 Overline
    [111, 87], // F3 F2A F1 Dead
    [74, 70], // F3 F2A B1 B1
    [110, 93], // F3 F2A B1 Overline
    [90, 77], // F3 F2A B1 Dead
    [109, 92], // F3 F2A Overline Overline
    [109, 92], // F3 F2A Overline Dead
    [79, 65], // F3 F2A Dead Dead
    [138, 108], // F3 F2 F2 F2
    [60, 75], // F3 F2 F2 B2
    [114, 82], // F3 F2 F2 F1
    [111, 100], // F3 F2 F2 B1
    [124, 104], // F3 F2 F2 Overline
    [133, 100], // F3 F2 F2 Dead
    [111, 91], // F3 F2 B2 B2
    [86, 73], // F3 F2 B2 F1
    [92, 80], // F3 F2 B2 B1
    [114, 96], // F3 F2 B2 Overline
    [113, 98], // F3 F2 B2 Dead
    [81, 66], // F3 F2 F1 F1
    [75, 65], // F3 F2 F1 B1
    [112, 95], // F3 F2 F1 Overline
    [79, 70], // F3 F2 F1 Dead
    [91, 76], // F3 F2 B1 B1
    [110, 93], // F3 F2 B1 Overline
    [93, 82], // F3 F2 B1 Dead
    [109, 92], // F3 F2 Overline Overline
    [109, 92], // F3 F2 Overline Dead
    [66, 50], // F3 F2 Dead Dead
    [110, 91], // F3 B2 B2 B2
    [80, 73], // F3 B2 B2 F1
    [92, 78], // F3 B2 B2 B1
    [86, 72], // F3 B2 B2 Overline
    [77, 58], // F3 B2 B2 Dead
    [90, 77], // F3 B2 F1 F1
    [79, 69], // F3 B2 F1 B1
    [84, 71], // F3 B2 F1 Overline
    [87, 75], // F3 B2 F1 Dead
    [71, 55], // F3 B2 B1 B1
    [82, 69], // F3 B2 B1 Overline
    [58, 50], // F3 B2 B1 Dead
    [81, 68], // F3 B2 Overline Overline
    [81, 68], // F3 B2 Overline Dead
    [49, 43], // F3 B2 Dead Dead
    [70, 62], // F3 F1 F1 F1
    [78, 63], // F3 F1 F1 B1
    [83, 70], // F3 F1 F1 Overline
    [82, 67], // F3 F1 F1 Dead
    [59, 45], // F3 F1 B1 B1
    [81, 68], // F3 F1 B1 Overline
    [71, 56], // F3 F1 B1 Dead
    [79, 67], // F3 F1 Overline Overline
    [79, 67], // F3 F1 Overline Dead
    [59, 49], // F3 F1 Dead Dead
    [53, 33], // F3 B1 B1 B1
    [78, 66], // F3 B1 B1 Overline
    [65, 58], // F3 B1 B1 Dead
    [77, 65], // F3 B1 Overline Overline
    [77, 65], // F3 B1 Overline Dead
    [51, 45], // F3 B1 Dead Dead
    [76, 64], // F3 Overline Overline Overline
    [76, 64], // F3 Overline Overline Dead
    [76, 64], // F3 Overline Dead Dead
    [46, 36], // F3 Dead Dead Dead
    [74, 69], // B3 B3 B3 B3
    [172, 150], // B3 B3 B3 F2B
    [111, 116], // B3 B3 B3 F2A
    [157, 154], // B3 B3 B3 F2
    [82, 85], // B3 B3 B3 B2
    [48, 49], // B3 B3 B3 F1
    [95, 81], // B3 B3 B3 B1
    [78, 66], // B3 B3 B3 Overline
    [82, 67], // B3 B3 B3 Dead
    [95, 136], // B3 B3 F2B F2B
    [130, 77], // B3 B3 F2B F2A
    [75, 82], // B3 B3 F2B F2
    [107, 98], // B3 B3 F2B B2
    [122, 113], // B3 B3 F2B F1
    [120, 130], // B3 B3 F2B B1
    [76, 64], // B3 B3 F2B Overline
    [120, 103], // B3 B3 F2B Dead
    [-8, -10], // B3 B3 F2A F2A
    [133, 128], // B3 B3 F2A F2
    [112, 87], // B3 B3 F2A B2
    [59, 44], // B3 B3 F2A F1
    [75, 79], // B3 B3 F2A B1
    [76, 64], // B3 B3 F2A Overline
    [96, 80], // B3 B3 F2A Dead
    [101, 103], // B3 B3 F2 F2
    [96, 86], // B3 B3 F2 B2
    [56, 55], // B3 B3 F2 F1
    [76, 59], // B3 B3 F2 B1
    [76, 64], // B3 B3 F2 Overline
    [75, 66], // B3 B3 F2 Dead
    [80, 73], // B3 B3 B2 B2
    [74, 65], // B3 B3 B2 F1
    [65, 54], // B3 B3 B2 B1
    [66, 56], // B3 B3 B2 Overline
    [56, 49], // B3 B3 B2 Dead
    [63, 55], // B3 B3 F1 F1
    [58, 53], // B3 B3 F1 B1
    [65, 55], // B3 B3 F1 Overline
    [59, 53], // B3 B3 F1 Dead
    [60, 64], // B3 B3 B1 B1
    [63, 53], // B3 B3 B1 Overline
    [52, 46], // B3 B3 B1 Dead
    [62, 52], // B3 B3 Overline Overline
    [62, 52], // B3 B3 Overline Dead
    [47, 41], // B3 B3 Dead Dead
    [149, 98], // B3 F2B F2B F2B
    [166, 149], // B3 F2B F2B F2A
    [0, -10], // B3 F2B F2B F2
    [102, 96], // B3 F2B F2B B2
    [39, 41], // B3 F2B F2B F1
    [69, 65], // B3 F2B F2B B1
    [73, 62], // B3 F2B F2B Overline
    [173, 111], // B3 F2B F2B Dead
    [5, -5], // B3 F2B F2A F2A
    [39, 22], // B3 F2B F2A F2
    [81, 84], // B3 F2B F2A B2
    [69, 47], // B3 F2B F2A F1
    [83, 80], // B3 F2B F2A B1
    [73, 62], // B3 F2B F2A Overline
    [88, 70], // B3 F2B F2A Dead
    [-93, -57], // B3 F2B F2 F2
    [87, 84], // B3 F2B F2 B2
    [88, 80], // B3 F2B F2 F1
    [72, 70], // B3 F2B F2 B1
    [73, 62], // B3 F2B F2 Overline
    [118, 98], // B3 F2B F2 Dead
    [99, 79], // B3 F2B B2 B2
    [58, 57], // B3 F2B B2 F1
    [79, 68], // B3 F2B B2 B1
    [64, 54], // B3 F2B B2 Overline
    [82, 67], // B3 F2B B2 Dead
    [43, 45], // B3 F2B F1 F1
    [71, 59], // B3 F2B F1 B1
    [63, 53], // B3 F2B F1 Overline
    [79, 69], // B3 F2B F1 Dead
    [66, 55], // B3 F2B B1 B1
    [60, 51], // B3 F2B B1 Overline
    [61, 54], // B3 F2B B1 Dead
    [59, 50], // B3 F2B Overline Overline
    [59, 50], // B3 F2B Overline Dead
    [45, 43], // B3 F2B Dead Dead
    [12, 41], // B3 F2A F2A F2A
    [13, -19], // B3 F2A F2A F2
    [55, 27], // B3 F2A F2A B2
    [50, 33], // B3 F2A F2A F1
    [87, 74], // B3 F2A F2A B1
    [73, 62], // B3 F2A F2A Overline
    [113, 65], // B3 F2A F2A Dead
    [94, 81], // B3 F2A F2 F2
    [93, 85], // B3 F2A F2 B2
    [37, 30], // B3 F2A F2 F1
    [83, 68], // B3 F2A F2 B1
    [73, 62], // B3 F2A F2 Overline
    [75, 72], // B3 F2A F2 Dead
    [71, 60], // B3 F2A B2 B2
    [55, 44], // B3 F2A B2 F1
    [52, 48], // B3 F2A B2 B1
    [64, 54], // B3 F2A B2 Overline
    [54, 42], // B3 F2A B2 Dead
    [49, 44], // B3 F2A F1 F1
    [55, 52], // B3 F2A F1 B1
    [63, 53], // B3 F2A F1 Overline
    [68, 57], // B3 F2A F1 Dead
    [61, 52], // B3 F2A B1 B1
    [60, 51], // B3 F2A B1 Overline
    [37, 33], // B3 F2A B1 Dead
    [59, 50], // B3 F2A Overline Overline
    [59, 50], // B3 F2A Overline Dead
    [42, 37], // B3 F2A Dead Dead
    [91, 55], // B3 F2 F2 F2
    [85, 74], // B3 F2 F2 B2
    [71, 60], // B3 F2 F2 F1
    [77, 60], // B3 F2 F2 B1
    [73, 62], // B3 F2 F2 Overline
    [81, 57], // B3 F2 F2 Dead
    [69, 63], // B3 F2 B2 B2
    [52, 43], // B3 F2 B2 F1
    [51, 42], // B3 F2 B2 B1
    [64, 54], // B3 F2 B2 Overline
    [53, 46], // B3 F2 B2 Dead
    [55, 49], // B3 F2 F1 F1
    [50, 42], // B3 F2 F1 B1
    [63, 53], // B3 F2 F1 Overline
    [55, 46], // B3 F2 F1 Dead
    [53, 47], // B3 F2 B1 B1
    [60, 51], // B3 F2 B1 Overline
    [35, 27], // B3 F2 B1 Dead
    [59, 50], // B3 F2 Overline Overline
    [59, 50], // B3 F2 Overline Dead
    [47, 41], // B3 F2 Dead Dead
    [42, 32], // B3 B2 B2 B2
    [37, 37], // B3 B2 B2 F1
    [32, 26], // B3 B2 B2 B1
    [30, 26], // B3 B2 B2 Overline
    [21, 20], // B3 B2 B2 Dead
    [31, 30], // B3 B2 F1 F1
    [28, 27], // B3 B2 F1 B1
    [30, 25], // B3 B2 F1 Overline
    [26, 25], // B3 B2 F1 Dead
    [19, 16], // B3 B2 B1 B1
    [27, 23], // B3 B2 B1 Overline
    [23, 24], // B3 B2 B1 Dead
    [26, 22], // B3 B2 Overline Overline
    [26, 22], // B3 B2 Overline Dead
    [22, 22], // B3 B2 Dead Dead
    [26, 26], // B3 F1 F1 F1
    [22, 21], // B3 F1 F1 B1
    [28, 24], // B3 F1 F1 Overline
    [27, 26], // B3 F1 F1 Dead
    [24, 22], // B3 F1 B1 B1
    [26, 22], // B3 F1 B1 Overline
    [23, 22], // B3 F1 B1 Dead
    [25, 21], // B3 F1 Overline Overline
    [25, 21], // B3 F1 Overline Dead
    [19, 19], // B3 F1 Dead Dead
    [36, 31], // B3 B1 B1 B1
    [24, 20], // B3 B1 B1 Overline
    [23, 22], // B3 B1 B1 Dead
    [22, 19], // B3 B1 Overline Overline
    [22, 19], // B3 B1 Overline Dead
    [14, 14], // B3 B1 Dead Dead
    [21, 18], // B3 Overline Overline Overline
    [21, 18], // B3 Overline Overline Dead
    [21, 18], // B3 Overline Dead Dead
    [23, 24], // B3 Dead Dead Dead
    [45, 34], // F2B F2B F2B F2B
    [32, 5], // F2B F2B F2B F2A
    [-44, -90], // F2B F2B F2B F2
    [145, 125], // F2B F2B F2B B2
    [-58, -43], // F2B F2B F2B F1
    [57, 28], // F2B F2B F2B B1
    [62, 52], // F2B F2B F2B Overline
    [121, 30], // F2B F2B F2B Dead
    [26, -14], // F2B F2B F2A F2A
    [1, 8], // F2B F2B F2A F2
    [42, 26], // F2B F2B F2A B2
    [5, 41], // F2B F2B F2A F1
    [61, 56], // F2B F2B F2A B1
    [62, 52], // F2B F2B F2A Overline
    [49, 49], // F2B F2B F2A Dead
    [57, 48], // F2B F2B F2 F2
    [106, 74], // F2B F2B F2 B2
    [37, 29], // F2B F2B F2 F1
    [98, 89], // F2B F2B F2 B1
    [62, 52], // F2B F2B F2 Overline
    [115, 68], // F2B F2B F2 Dead
    [84, 80], // F2B F2B B2 B2
    [53, 49], // F2B F2B B2 F1
    [56, 45], // F2B F2B B2 B1
    [52, 44], // F2B F2B B2 Overline
    [77, 65], // F2B F2B B2 Dead
    [18, 22], // F2B F2B F1 F1
    [62, 49], // F2B F2B F1 B1
    [50, 43], // F2B F2B F1 Overline
    [52, 20], // F2B F2B F1 Dead
    [54, 60], // F2B F2B B1 B1
    [48, 41], // F2B F2B B1 Overline
    [75, 42], // F2B F2B B1 Dead
    [48, 40], // F2B F2B Overline Overline
    [48, 40], // F2B F2B Overline Dead
    [70, 64], // F2B F2B Dead Dead
    [63, 43], // F2B F2A F2A F2A
    [-32, -26], // F2B F2A F2A F2
    [108, 85], // F2B F2A F2A B2
    [63, 77], // F2B F2A F2A F1
    [59, 45], // F2B F2A F2A B1
    [62, 52], // F2B F2A F2A Overline
    [57, 36], // F2B F2A F2A Dead
    [-16, 48], // F2B F2A F2 F2
    [40, 34], // F2B F2A F2 B2
    [50, 43], // F2B F2A F2 F1
    [72, 60], // F2B F2A F2 B1
    [62, 52], // F2B F2A F2 Overline
    [53, 36], // F2B F2A F2 Dead
    [75, 65], // F2B F2A B2 B2
    [42, 38], // F2B F2A B2 F1
    [54, 55], // F2B F2A B2 B1
    [52, 44], // F2B F2A B2 Overline
    [78, 60], // F2B F2A B2 Dead
    [39, 37], // F2B F2A F1 F1
    [46, 50], // F2B F2A F1 B1
    [50, 43], // F2B F2A F1 Overline
    [57, 39], // F2B F2A F1 Dead
    [37, 40], // F2B F2A B1 B1
    [48, 41], // F2B F2A B1 Overline
    [46, 40], // F2B F2A B1 Dead
    [48, 40], // F2B F2A Overline Overline
    [48, 40], // F2B F2A Overline Dead
    [27, 19], // F2B F2A Dead Dead
    [56, 36], // F2B F2 F2 F2
    [60, 48], // F2B F2 F2 B2
    [47, 43], // F2B F2 F2 F1
    [86, 60], // F2B F2 F2 B1
    [62, 52], // F2B F2 F2 Overline
    [123, 103], // F2B F2 F2 Dead
    [82, 73], // F2B F2 B2 B2
    [41, 40], // F2B F2 B2 F1
    [51, 38], // F2B F2 B2 B1
    [52, 44], // F2B F2 B2 Overline
    [53, 46], // F2B F2 B2 Dead
    [22, 27], // F2B F2 F1 F1
    [49, 42], // F2B F2 F1 B1
    [50, 43], // F2B F2 F1 Overline
    [67, 50], // F2B F2 F1 Dead
    [43, 44], // F2B F2 B1 B1
    [48, 41], // F2B F2 B1 Overline
    [42, 35], // F2B F2 B1 Dead
    [48, 40], // F2B F2 Overline Overline
    [48, 40], // F2B F2 Overline Dead
    [42, 37], // F2B F2 Dead Dead
    [44, 27], // F2B B2 B2 B2
    [45, 42], // F2B B2 B2 F1
    [38, 32], // F2B B2 B2 B1
    [26, 22], // F2B B2 B2 Overline
    [42, 38], // F2B B2 B2 Dead
    [33, 33], // F2B B2 F1 F1
    [32, 30], // F2B B2 F1 B1
    [25, 21], // F2B B2 F1 Overline
    [30, 27], // F2B B2 F1 Dead
    [37, 39], // F2B B2 B1 B1
    [22, 19], // F2B B2 B1 Overline
    [32, 28], // F2B B2 B1 Dead
    [21, 18], // F2B B2 Overline Overline
    [21, 18], // F2B B2 Overline Dead
    [29, 27], // F2B B2 Dead Dead
    [11, 12], // F2B F1 F1 F1
    [24, 19], // F2B F1 F1 B1
    [24, 20], // F2B F1 F1 Overline
    [36, 26], // F2B F1 F1 Dead
    [35, 31], // F2B F1 B1 B1
    [21, 18], // F2B F1 B1 Overline
    [27, 21], // F2B F1 B1 Dead
    [20, 17], // F2B F1 Overline Overline
    [20, 17], // F2B F1 Overline Dead
    [21, 19], // F2B F1 Dead Dead
    [16, 16], // F2B B1 B1 B1
    [19, 16], // F2B B1 B1 Overline
    [29, 26], // F2B B1 B1 Dead
    [17, 15], // F2B B1 Overline Overline
    [17, 15], // F2B B1 Overline Dead
    [21, 21], // F2B B1 Dead Dead
    [16, 14], // F2B Overline Overline Overline
    [16, 14], // F2B Overline Overline Dead
    [16, 14], // F2B Overline Dead Dead
    [23, 22], // F2B Dead Dead Dead
    [77, 56], // F2A F2A F2A F2A
    [15, -37], // F2A F2A F2A F2
    [61, 50], // F2A F2A F2A B2
    [-8, 18], // F2A F2A F2A F1
    [113, 65], // F2A F2A F2A B1
    [62, 52], // F2A F2A F2A Overline
    [49, 29], // F2A F2A F2A Dead
    [118, 65], // F2A F2A F2 F2
    [22, 6], // F2A F2A F2 B2
    [35, 12], // F2A F2A F2 F1
    [17, 15], // F2A F2A F2 B1
    [62, 52], // F2A F2A F2 Overline
    [51, 56], // F2A F2A F2 Dead
    [37, 20], // F2A F2A B2 B2
    [59, 50], // F2A F2A B2 F1
    [46, 41], // F2A F2A B2 B1
    [52, 44], // F2A F2A B2 Overline
    [70, 52], // F2A F2A B2 Dead
    [32, 30], // F2A F2A F1 F1
    [56, 53], // F2A F2A F1 B1
    [50, 43], // F2A F2A F1 Overline
    [48, 35], // F2A F2A F1 Dead
    [56, 53], // F2A F2A B1 B1
    [48, 41], // F2A F2A B1 Overline
    [46, 46], // F2A F2A B1 Dead
    [48, 40], // F2A F2A Overline Overline
    [48, 40], // F2A F2A Overline Dead
    [31, 29], // F2A F2A Dead Dead
    [78, 77], // F2A F2 F2 F2
    [58, 47], // F2A F2 F2 B2
    [43, 36], // F2A F2 F2 F1
    [59, 61], // F2A F2 F2 B1
    [62, 52], // F2A F2 F2 Overline
    [64, 49], // F2A F2 F2 Dead
    [52, 41], // F2A F2 B2 B2
    [36, 30], // F2A F2 B2 F1
    [55, 50], // F2A F2 B2 B1
    [52, 44], // F2A F2 B2 Overline
    [53, 46], // F2A F2 B2 Dead
    [38, 36], // F2A F2 F1 F1
    [46, 38], // F2A F2 F1 B1
    [50, 43], // F2A F2 F1 Overline
    [41, 36], // F2A F2 F1 Dead
    [60, 52], // F2A F2 B1 B1
    [48, 41], // F2A F2 B1 Overline
    [44, 38], // F2A F2 B1 Dead
    [48, 40], // F2A F2 Overline Overline
    [48, 40], // F2A F2 Overline Dead
    [27, 20], // F2A F2 Dead Dead
    [41, 38], // F2A B2 B2 B2
    [36, 33], // F2A B2 B2 F1
    [21, 20], // F2A B2 B2 B1
    [26, 22], // F2A B2 B2 Overline
    [21, 20], // F2A B2 B2 Dead
    [25, 25], // F2A B2 F1 F1
    [25, 23], // F2A B2 F1 B1
    [25, 21], // F2A B2 F1 Overline
    [29, 27], // F2A B2 F1 Dead
    [27, 16], // F2A B2 B1 B1
    [22, 19], // F2A B2 B1 Overline
    [18, 22], // F2A B2 B1 Dead
    [21, 18], // F2A B2 Overline Overline
    [21, 18], // F2A B2 Overline Dead
    [16, 15], // F2A B2 Dead Dead
    [22, 21], // F2A F1 F1 F1
    [20, 15], // F2A F1 F1 B1
    [24, 20], // F2A F1 F1 Overline
    [27, 23], // F2A F1 F1 Dead
    [16, 13], // F2A F1 B1 B1
    [21, 18], // F2A F1 B1 Overline
    [21, 17], // F2A F1 B1 Dead
    [20, 17], // F2A F1 Overline Overline
    [20, 17], // F2A F1 Overline Dead
    [14, 15], // F2A F1 Dead Dead
    [-13, -33], // F2A B1 B1 B1
    [19, 16], // F2A B1 B1 Overline
    [15, 11], // F2A B1 B1 Dead
    [17, 15], // F2A B1 Overline Overline
    [17, 15], // F2A B1 Overline Dead
    [14, 15], // F2A B1 Dead Dead
    [16, 14], // F2A Overline Overline Overline
    [16, 14], // F2A Overline Overline Dead
    [16, 14], // F2A Overline Dead Dead
    [17, 16], // F2A Dead Dead Dead
    [90, 58], // F2 F2 F2 F2
    [40, 34], // F2 F2 F2 B2
    [67, 56], // F2 F2 F2 F1
    [106, 89], // F2 F2 F2 B1
    [62, 52], // F2 F2 F2 Overline
    [39, 40], // F2 F2 F2 Dead
    [58, 48], // F2 F2 B2 B2
    [37, 31], // F2 F2 B2 F1
    [59, 48], // F2 F2 B2 B1
    [52, 44], // F2 F2 B2 Overline
    [48, 48], // F2 F2 B2 Dead
    [40, 36], // F2 F2 F1 F1
    [39, 39], // F2 F2 F1 B1
    [50, 43], // F2 F2 F1 Overline
    [41, 35], // F2 F2 F1 Dead
    [47, 45], // F2 F2 B1 B1
    [48, 41], // F2 F2 B1 Overline
    [45, 43], // F2 F2 B1 Dead
    [48, 40], // F2 F2 Overline Overline
    [48, 40], // F2 F2 Overline Dead
    [41, 36], // F2 F2 Dead Dead
    [26, 19], // F2 B2 B2 B2
    [23, 23], // F2 B2 B2 F1
    [25, 17], // F2 B2 B2 B1
    [26, 22], // F2 B2 B2 Overline
    [22, 18], // F2 B2 B2 Dead
    [26, 24], // F2 B2 F1 F1
    [23, 23], // F2 B2 F1 B1
    [25, 21], // F2 B2 F1 Overline
    [25, 23], // F2 B2 F1 Dead
    [25, 24], // F2 B2 B1 B1
    [22, 19], // F2 B2 B1 Overline
    [15, 15], // F2 B2 B1 Dead
    [21, 18], // F2 B2 Overline Overline
    [21, 18], // F2 B2 Overline Dead
    [23, 20], // F2 B2 Dead Dead
    [26, 23], // F2 F1 F1 F1
    [20, 19], // F2 F1 F1 B1
    [24, 20], // F2 F1 F1 Overline
    [25, 23], // F2 F1 F1 Dead
    [14, 13], // F2 F1 B1 B1
    [21, 18], // F2 F1 B1 Overline
    [14, 13], // F2 F1 B1 Dead
    [20, 17], // F2 F1 Overline Overline
    [20, 17], // F2 F1 Overline Dead
    [14, 13], // F2 F1 Dead Dead
    [26, 22], // F2 B1 B1 B1
    [19, 16], // F2 B1 B1 Overline
    [30, 23], // F2 B1 B1 Dead
    [17, 15], // F2 B1 Overline Overline
    [17, 15], // F2 B1 Overline Dead
    [20, 17], // F2 B1 Dead Dead
    [16, 14], // F2 Overline Overline Overline
    [16, 14], // F2 Overline Overline Dead
    [16, 14], // F2 Overline Dead Dead
    [23, 21], // F2 Dead Dead Dead
    [5, 5], // B2 B2 B2 B2
    [13, 12], // B2 B2 B2 F1
    [3, 0], // B2 B2 B2 B1
    [14, 12], // B2 B2 B2 Overline
    [2, 3], // B2 B2 B2 Dead
    [9, 11], // B2 B2 F1 F1
    [7, 9], // B2 B2 F1 B1
    [12, 11], // B2 B2 F1 Overline
    [12, 12], // B2 B2 F1 Dead
    [10, 7], // B2 B2 B1 B1
    [10, 9], // B2 B2 B1 Overline
    [5, 6], // B2 B2 B1 Dead
    [10, 8], // B2 B2 Overline Overline
    [10, 8], // B2 B2 Overline Dead
    [14, 15], // B2 B2 Dead Dead
    [15, 15], // B2 F1 F1 F1
    [11, 12], // B2 F1 F1 B1
    [12, 10], // B2 F1 F1 Overline
    [15, 15], // B2 F1 F1 Dead
    [14, 14], // B2 F1 B1 B1
    [10, 8], // B2 F1 B1 Overline
    [11, 11], // B2 F1 B1 Dead
    [8, 7], // B2 F1 Overline Overline
    [8, 7], // B2 F1 Overline Dead
    [15, 15], // B2 F1 Dead Dead
    [21, 16], // B2 B1 B1 B1
    [7, 6], // B2 B1 B1 Overline
    [7, 5], // B2 B1 B1 Dead
    [6, 5], // B2 B1 Overline Overline
    [6, 5], // B2 B1 Overline Dead
    [16, 16], // B2 B1 Dead Dead
    [5, 4], // B2 Overline Overline Overline
    [5, 4], // B2 Overline Overline Dead
    [5, 4], // B2 Overline Dead Dead
    [16, 17], // B2 Dead Dead Dead
    [15, 16], // F1 F1 F1 F1
    [15, 15], // F1 F1 F1 B1
    [10, 9], // F1 F1 F1 Overline
    [12, 12], // F1 F1 F1 Dead
    [15, 15], // F1 F1 B1 B1
    [8, 7], // F1 F1 B1 Overline
    [13, 13], // F1 F1 B1 Dead
    [7, 6], // F1 F1 Overline Overline
    [7, 6], // F1 F1 Overline Dead
    [11, 10], // F1 F1 Dead Dead
    [16, 16], // F1 B1 B1 B1
    [6, 5], // F1 B1 B1 Overline
    [9, 9], // F1 B1 B1 Dead
    [5, 4], // F1 B1 Overline Overline
    [5, 4], // F1 B1 Overline Dead
    [15, 15], // F1 B1 Dead Dead
    [3, 3], // F1 Overline Overline Overline
    [3, 3], // F1 Overline Overline Dead
    [3, 3], // F1 Overline Dead Dead
    [17, 18], // F1 Dead Dead Dead
    [79, 69], // B1 B1 B1 B1
    [3, 3], // B1 B1 B1 Overline
    [28, 31], // B1 B1 B1 Dead
    [2, 2], // B1 B1 Overline Overline
    [2, 2], // B1 B1 Overline Dead
    [14, 13], // B1 B1 Dead Dead
    [1, 1], // B1 Overline Overline Overline
    [1, 1], // B1 Overline Overline Dead
    [1, 1], // B1 Overline Dead Dead
    [16, 16], // B1 Dead Dead Dead
    [0, 0], // Overline Overline Overline Overline
    [0, 0], // Overline Overline Overline Dead
    [0, 0], // Overline Overline Dead Dead
    [0, 0], // Overline Dead Dead Dead
    [17, 17], // Dead Dead Dead Dead
];

#[rustfmt::skip]
pub static WHITE: Table = [
    [2612, 2200], // F5 F5 F5 F5
    [2280, 1920], // F5 F5 F5 F4
    [2196, 1850], // F5 F5 F5 B4
    [2185, 1840], // F5 F5 F5 F3S
    [2185, 1840], // F5 F5 F5 F3
    [2154, 1814], // F5 F5 F5 B3
    [2152, 1812], // F5 F5 F5 F2B
    [2152, 1812], // F5 F5 F5 F2A
    [2152, 1812], // F5 F5 F5 F2
    [2142, 1804], // F5 F5 F5 B2
    [2140, 1803], // F5 F5 F5 F1
    [2138, 1801], // F5 F5 F5 B1
    [2138, 1800], // F5 F5 F5 Overline
    [2138, 1800], // F5 F5 F5 Dead
    [1948, 1640], // F5 F5 F4 F4
    [1864, 1570], // F5 F5 F4 B4
    [1852, 1560], // F5 F5 F4 F3S
    [1852, 1560], // F5 F5 F4 F3
    [1821, 1534], // F5 F5 F4 B3
    [1819, 1532], // F5 F5 F4 F2B
    [1819, 1532], // F5 F5 F4 F2A
    [1819, 1532], // F5 F5 F4 F2
    [1810, 1524], // F5 F5 F4 B2
    [1808, 1523], // F5 F5 F4 F1
    [1806, 1521], // F5 F5 F4 B1
    [1805, 1520], // F5 F5 F4 Overline
    [1805, 1520], // F5 F5 F4 Dead
    [1781, 1500], // F5 F5 B4 B4
    [1769, 1490], // F5 F5 B4 F3S
    [1769, 1490], // F5 F5 B4 F3
    [1738, 1464], // F5 F5 B4 B3
    [1736, 1462], // F5 F5 B4 F2B
    [1736, 1462], // F5 F5 B4 F2A
    [1736, 1462], // F5 F5 B4 F2
    [1726, 1454], // F5 F5 B4 B2
    [1725, 1453], // F5 F5 B4 F1
    [1722, 1451], // F5 F5 B4 B1
    [1722, 1450], // F5 F5 B4 Overline
    [1722, 1450], // F5 F5 B4 Dead
    [1758, 1480], // F5 F5 F3S F3S
    [1758, 1480], // F5 F5 F3S F3
    [1726, 1454], // F5 F5 F3S B3
    [1724, 1452], // F5 F5 F3S F2B
    [1724, 1452], // F5 F5 F3S F2A
    [1724, 1452], // F5 F5 F3S F2
    [1715, 1444], // F5 F5 F3S B2
    [1713, 1443], // F5 F5 F3S F1
    [1711, 1441], // F5 F5 F3S B1
    [1710, 1440], // F5 F5 F3S Overline
    [1710, 1440], // F5 F5 F3S Dead
    [1758, 1480], // F5 F5 F3 F3
    [1726, 1454], // F5 F5 F3 B3
    [1724, 1452], // F5 F5 F3 F2B
    [1724, 1452], // F5 F5 F3 F2A
    [1724, 1452], // F5 F5 F3 F2
    [1715, 1444], // F5 F5 F3 B2
    [1713, 1443], // F5 F5 F3 F1
    [1711, 1441], // F5 F5 F3 B1
    [1710, 1440], // F5 F5 F3 Overline
    [1710, 1440], // F5 F5 F3 Dead
    [1696, 1428], // F5 F5 B3 B3
    [1693, 1426], // F5 F5 B3 F2B
    [1693, 1426], // F5 F5 B3 F2A
    [1693, 1426], // F5 F5 B3 F2
    [1684, 1418], // F5 F5 B3 B2
    [1682, 1417], // F5 F5 B3 F1
    [1680, 1415], // F5 F5 B3 B1
    [1679, 1414], // F5 F5 B3 Overline
    [1679, 1414], // F5 F5 B3 Dead
    [1691, 1424], // F5 F5 F2B F2B
    [1691, 1424], // F5 F5 F2B F2A
    [1691, 1424], // F5 F5 F2B F2
    [1682, 1416], // F5 F5 F2B B2
    [1680, 1415], // F5 F5 F2B F1
    [1678, 1413], // F5 F5 F2B B1
    [1677, 1412], // F5 F5 F2B Overline
    [1677, 1412], // F5 F5 F2B Dead
    [1691, 1424], // F5 F5 F2A F2A
    [1691, 1424], // F5 F5 F2A F2
    [1682, 1416], // F5 F5 F2A B2
    [1680, 1415], // F5 F5 F2A F1
    [1678, 1413], // F5 F5 F2A B1
    [1677, 1412], // F5 F5 F2A Overline
    [1677, 1412], // F5 F5 F2A Dead
    [1691, 1424], // F5 F5 F2 F2
    [1682, 1416], // F5 F5 F2 B2
    [1680, 1415], // F5 F5 F2 F1
    [1678, 1413], // F5 F5 F2 B1
    [1677, 1412], // F5 F5 F2 Overline
    [1677, 1412], // F5 F5 F2 Dead
    [1672, 1408], // F5 F5 B2 B2
    [1670, 1407], // F5 F5 B2 F1
    [1668, 1405], // F5 F5 B2 B1
    [1667, 1404], // F5 F5 B2 Overline
    [1667, 1404], // F5 F5 B2 Dead
    [1669, 1406], // F5 F5 F1 F1
    [1667, 1404], // F5 F5 F1 B1
    [1666, 1403], // F5 F5 F1 Overline
    [1666, 1403], // F5 F5 F1 Dead
    [1664, 1402], // F5 F5 B1 B1
    [1664, 1401], // F5 F5 B1 Overline
    [1664, 1401], // F5 F5 B1 Dead
    [1662, 1400], // F5 F5 Overline Overline
    [1662, 1400], // F5 F5 Overline Dead
    [1662, 1400], // F5 F5 Dead Dead
    [1615, 1360], // F5 F4 F4 F4
    [1532, 1290], // F5 F4 F4 B4
    [1520, 1280], // F5 F4 F4 F3S
    [1520, 1280], // F5 F4 F4 F3
    [1489, 1254], // F5 F4 F4 B3
    [1487, 1252], // F5 F4 F4 F2B
    [1487, 1252], // F5 F4 F4 F2A
    [1487, 1252], // F5 F4 F4 F2
    [1477, 1244], // F5 F4 F4 B2
    [1476, 1243], // F5 F4 F4 F1
    [1474, 1241], // F5 F4 F4 B1
    [1472, 1240], // F5 F4 F4 Overline
    [1472, 1240], // F5 F4 F4 Dead
    [1449, 1220], // F5 F4 B4 B4
    [1436, 1210], // F5 F4 B4 F3S
    [1436, 1210], // F5 F4 B4 F3
    [1406, 1184], // F5 F4 B4 B3
    [1403, 1182], // F5 F4 B4 F2B
    [1403, 1182], // F5 F4 B4 F2A
    [1403, 1182], // F5 F4 B4 F2
    [1394, 1174], // F5 F4 B4 B2
    [1393, 1173], // F5 F4 B4 F1
    [1390, 1171], // F5 F4 B4 B1
    [1389, 1170], // F5 F4 B4 Overline
    [1389, 1170], // F5 F4 B4 Dead
    [1425, 1200], // F5 F4 F3S F3S
    [1425, 1200], // F5 F4 F3S F3
    [1394, 1174], // F5 F4 F3S B3
    [1392, 1172], // F5 F4 F3S F2B
    [1392, 1172], // F5 F4 F3S F2A
    [1392, 1172], // F5 F4 F3S F2
    [1382, 1164], // F5 F4 F3S B2
    [1380, 1163], // F5 F4 F3S F1
    [1378, 1161], // F5 F4 F3S B1
    [1378, 1160], // F5 F4 F3S Overline
    [1378, 1160], // F5 F4 F3S Dead
    [1425, 1200], // F5 F4 F3 F3
    [1394, 1174], // F5 F4 F3 B3
    [1392, 1172], // F5 F4 F3 F2B
    [1392, 1172], // F5 F4 F3 F2A
    [1392, 1172], // F5 F4 F3 F2
    [1382, 1164], // F5 F4 F3 B2
    [1380, 1163], // F5 F4 F3 F1
    [1378, 1161], // F5 F4 F3 B1
    [1378, 1160], // F5 F4 F3 Overline
    [1378, 1160], // F5 F4 F3 Dead
    [1363, 1148], // F5 F4 B3 B3
    [1360, 1146], // F5 F4 B3 F2B
    [1360, 1146], // F5 F4 B3 F2A
    [1360, 1146], // F5 F4 B3 F2
    [1351, 1138], // F5 F4 B3 B2
    [1350, 1137], // F5 F4 B3 F1
    [1347, 1135], // F5 F4 B3 B1
    [1346, 1134], // F5 F4 B3 Overline
    [1346, 1134], // F5 F4 B3 Dead
    [1358, 1144], // F5 F4 F2B F2B
    [1358, 1144], // F5 F4 F2B F2A
    [1358, 1144], // F5 F4 F2B F2
    [1349, 1136], // F5 F4 F2B B2
    [1347, 1135], // F5 F4 F2B F1
    [1345, 1133], // F5 F4 F2B B1
    [1344, 1132], // F5 F4 F2B Overline
    [1344, 1132], // F5 F4 F2B Dead
    [1358, 1144], // F5 F4 F2A F2A
    [1358, 1144], // F5 F4 F2A F2
    [1349, 1136], // F5 F4 F2A B2
    [1347, 1135], // F5 F4 F2A F1
    [1345, 1133], // F5 F4 F2A B1
    [1344, 1132], // F5 F4 F2A Overline
    [1344, 1132], // F5 F4 F2A Dead
    [1358, 1144], // F5 F4 F2 F2
    [1349, 1136], // F5 F4 F2 B2
    [1347, 1135], // F5 F4 F2 F1
    [1345, 1133], // F5 F4 F2 B1
    [1344, 1132], // F5 F4 F2 Overline
    [1344, 1132], // F5 F4 F2 Dead
    [1340, 1128], // F5 F4 B2 B2
    [1338, 1127], // F5 F4 B2 F1
    [1336, 1125], // F5 F4 B2 B1
    [1335, 1124], // F5 F4 B2 Overline
    [1335, 1124], // F5 F4 B2 Dead
    [1337, 1126], // F5 F4 F1 F1
    [1335, 1124], // F5 F4 F1 B1
    [1333, 1123], // F5 F4 F1 Overline
    [1333, 1123], // F5 F4 F1 Dead
    [1332, 1122], // F5 F4 B1 B1
    [1331, 1121], // F5 F4 B1 Overline
    [1331, 1121], // F5 F4 B1 Dead
    [1330, 1120], // F5 F4 Overline Overline
    [1330, 1120], // F5 F4 Overline Dead
    [1330, 1120], // F5 F4 Dead Dead
    [1365, 1150], // F5 B4 B4 B4
    [1354, 1140], // F5 B4 B4 F3S
    [1354, 1140], // F5 B4 B4 F3
    [1322, 1114], // F5 B4 B4 B3
    [1320, 1112], // F5 B4 B4 F2B
    [1320, 1112], // F5 B4 B4 F2A
    [1320, 1112], // F5 B4 B4 F2
    [1311, 1104], // F5 B4 B4 B2
    [1309, 1103], // F5 B4 B4 F1
    [1307, 1101], // F5 B4 B4 B1
    [1306, 1100], // F5 B4 B4 Overline
    [1306, 1100], // F5 B4 B4 Dead
    [1342, 1130], // F5 B4 F3S F3S
    [1342, 1130], // F5 B4 F3S F3
    [1311, 1104], // F5 B4 F3S B3
    [1308, 1102], // F5 B4 F3S F2B
    [1308, 1102], // F5 B4 F3S F2A
    [1308, 1102], // F5 B4 F3S F2
    [1299, 1094], // F5 B4 F3S B2
    [1298, 1093], // F5 B4 F3S F1
    [1295, 1091], // F5 B4 F3S B1
    [1294, 1090], // F5 B4 F3S Overline
    [1294, 1090], // F5 B4 F3S Dead
    [1342, 1130], // F5 B4 F3 F3
    [1311, 1104], // F5 B4 F3 B3
    [1308, 1102], // F5 B4 F3 F2B
    [1308, 1102], // F5 B4 F3 F2A
    [1308, 1102], // F5 B4 F3 F2
    [1299, 1094], // F5 B4 F3 B2
    [1298, 1093], // F5 B4 F3 F1
    [1295, 1091], // F5 B4 F3 B1
    [1294, 1090], // F5 B4 F3 Overline
    [1294, 1090], // F5 B4 F3 Dead
    [1280, 1078], // F5 B4 B3 B3
    [1278, 1076], // F5 B4 B3 F2B
    [1278, 1076], // F5 B4 B3 F2A
    [1278, 1076], // F5 B4 B3 F2
    [1268, 1068], // F5 B4 B3 B2
    [1266, 1067], // F5 B4 B3 F1
    [1264, 1065], // F5 B4 B3 B1
    [1264, 1064], // F5 B4 B3 Overline
    [1264, 1064], // F5 B4 B3 Dead
    [1275, 1074], // F5 B4 F2B F2B
    [1275, 1074], // F5 B4 F2B F2A
    [1275, 1074], // F5 B4 F2B F2
    [1266, 1066], // F5 B4 F2B B2
    [1264, 1065], // F5 B4 F2B F1
    [1262, 1063], // F5 B4 F2B B1
    [1261, 1062], // F5 B4 F2B Overline
    [1261, 1062], // F5 B4 F2B Dead
    [1275, 1074], // F5 B4 F2A F2A
    [1275, 1074], // F5 B4 F2A F2
    [1266, 1066], // F5 B4 F2A B2
    [1264, 1065], // F5 B4 F2A F1
    [1262, 1063], // F5 B4 F2A B1
    [1261, 1062], // F5 B4 F2A Overline
    [1261, 1062], // F5 B4 F2A Dead
    [1275, 1074], // F5 B4 F2 F2
    [1266, 1066], // F5 B4 F2 B2
    [1264, 1065], // F5 B4 F2 F1
    [1262, 1063], // F5 B4 F2 B1
    [1261, 1062], // F5 B4 F2 Overline
    [1261, 1062], // F5 B4 F2 Dead
    [1256, 1058], // F5 B4 B2 B2
    [1255, 1057], // F5 B4 B2 F1
    [1252, 1055], // F5 B4 B2 B1
    [1251, 1054], // F5 B4 B2 Overline
    [1251, 1054], // F5 B4 B2 Dead
    [1254, 1056], // F5 B4 F1 F1
    [1251, 1054], // F5 B4 F1 B1
    [1250, 1053], // F5 B4 F1 Overline
    [1250, 1053], // F5 B4 F1 Dead
    [1249, 1052], // F5 B4 B1 B1
    [1248, 1051], // F5 B4 B1 Overline
    [1248, 1051], // F5 B4 B1 Dead
    [1246, 1050], // F5 B4 Overline Overline
    [1246, 1050], // F5 B4 Overline Dead
    [1246, 1050], // F5 B4 Dead Dead
    [1330, 1120], // F5 F3S F3S F3S
    [1330, 1120], // F5 F3S F3S F3
    [1299, 1094], // F5 F3S F3S B3
    [1297, 1092], // F5 F3S F3S F2B
    [1297, 1092], // F5 F3S F3S F2A
    [1297, 1092], // F5 F3S F3S F2
    [1287, 1084], // F5 F3S F3S B2
    [1286, 1083], // F5 F3S F3S F1
    [1284, 1081], // F5 F3S F3S B1
    [1282, 1080], // F5 F3S F3S Overline
    [1282, 1080], // F5 F3S F3S Dead
    [1330, 1120], // F5 F3S F3 F3
    [1299, 1094], // F5 F3S F3 B3
    [1297, 1092], // F5 F3S F3 F2B
    [1297, 1092], // F5 F3S F3 F2A
    [1297, 1092], // F5 F3S F3 F2
    [1287, 1084], // F5 F3S F3 B2
    [1286, 1083], // F5 F3S F3 F1
    [1284, 1081], // F5 F3S F3 B1
    [1282, 1080], // F5 F3S F3 Overline
    [1282, 1080], // F5 F3S F3 Dead
    [1268, 1068], // F5 F3S B3 B3
    [1266, 1066], // F5 F3S B3 F2B
    [1266, 1066], // F5 F3S B3 F2A
    [1266, 1066], // F5 F3S B3 F2
    [1256, 1058], // F5 F3S B3 B2
    [1255, 1057], // F5 F3S B3 F1
    [1252, 1055], // F5 F3S B3 B1
    [1251, 1054], // F5 F3S B3 Overline
    [1251, 1054], // F5 F3S B3 Dead
    [1264, 1064], // F5 F3S F2B F2B
    [1264, 1064], // F5 F3S F2B F2A
    [1264, 1064], // F5 F3S F2B F2
    [1254, 1056], // F5 F3S F2B B2
    [1252, 1055], // F5 F3S F2B F1
    [1250, 1053], // F5 F3S F2B B1
    [1249, 1052], // F5 F3S F2B Overline
    [1249, 1052], // F5 F3S F2B Dead
    [1264, 1064], // F5 F3S F2A F2A
    [1264, 1064], // F5 F3S F2A F2
    [1254, 1056], // F5 F3S F2A B2
    [1252, 1055], // F5 F3S F2A F1
    [1250, 1053], // F5 F3S F2A B1
    [1249, 1052], // F5 F3S F2A Overline
    [1249, 1052], // F5 F3S F2A Dead
    [1264, 1064], // F5 F3S F2 F2
    [1254, 1056], // F5 F3S F2 B2
    [1252, 1055], // F5 F3S F2 F1
    [1250, 1053], // F5 F3S F2 B1
    [1249, 1052], // F5 F3S F2 Overline
    [1249, 1052], // F5 F3S F2 Dead
    [1244, 1048], // F5 F3S B2 B2
    [1243, 1047], // F5 F3S B2 F1
    [1241, 1045], // F5 F3S B2 B1
    [1240, 1044], // F5 F3S B2 Overline
    [1240, 1044], // F5 F3S B2 Dead
    [1242, 1046], // F5 F3S F1 F1
    [1240, 1044], // F5 F3S F1 B1
    [1238, 1043], // F5 F3S F1 Overline
    [1238, 1043], // F5 F3S F1 Dead
    [1237, 1042], // F5 F3S B1 B1
    [1236, 1041], // F5 F3S B1 Overline
    [1236, 1041], // F5 F3S B1 Dead
    [1235, 1040], // F5 F3S Overline Overline
    [1235, 1040], // F5 F3S Overline Dead
    [1235, 1040], // F5 F3S Dead Dead
    [1330, 1120], // F5 F3 F3 F3
    [1299, 1094], // F5 F3 F3 B3
    [1297, 1092], // F5 F3 F3 F2B
    [1297, 1092], // F5 F3 F3 F2A
    [1297, 1092], // F5 F3 F3 F2
    [1287, 1084], // F5 F3 F3 B2
    [1286, 1083], // F5 F3 F3 F1
    [1284, 1081], // F5 F3 F3 B1
    [1282, 1080], // F5 F3 F3 Overline
    [1282, 1080], // F5 F3 F3 Dead
    [1268, 1068], // F5 F3 B3 B3
    [1266, 1066], // F5 F3 B3 F2B
    [1266, 1066], // F5 F3 B3 F2A
    [1266, 1066], // F5 F3 B3 F2
    [1256, 1058], // F5 F3 B3 B2
    [1255, 1057], // F5 F3 B3 F1
    [1252, 1055], // F5 F3 B3 B1
    [1251, 1054], // F5 F3 B3 Overline
    [1251, 1054], // F5 F3 B3 Dead
    [1264, 1064], // F5 F3 F2B F2B
    [1264, 1064], // F5 F3 F2B F2A
    [1264, 1064], // F5 F3 F2B F2
    [1254, 1056], // F5 F3 F2B B2
    [1252, 1055], // F5 F3 F2B F1
    [1250, 1053], // F5 F3 F2B B1
    [1249, 1052], // F5 F3 F2B Overline
    [1249, 1052], // F5 F3 F2B Dead
    [1264, 1064], // F5 F3 F2A F2A
    [1264, 1064], // F5 F3 F2A F2
    [1254, 1056], // F5 F3 F2A B2
    [1252, 1055], // F5 F3 F2A F1
    [1250, 1053], // F5 F3 F2A B1
    [1249, 1052], // F5 F3 F2A Overline
    [1249, 1052], // F5 F3 F2A Dead
    [1264, 1064], // F5 F3 F2 F2
    [1254, 1056], // F5 F3 F2 B2
    [1252, 1055], // F5 F3 F2 F1
    [1250, 1053], // F5 F3 F2 B1
    [1249, 1052], // F5 F3 F2 Overline
    [1249, 1052], // F5 F3 F2 Dead
    [1244, 1048], // F5 F3 B2 B2
    [1243, 1047], // F5 F3 B2 F1
    [1241, 1045], // F5 F3 B2 B1
    [1240, 1044], // F5 F3 B2 Overline
    [1240, 1044], // F5 F3 B2 Dead
    [1242, 1046], // F5 F3 F1 F1
    [1240, 1044], // F5 F3 F1 B1
    [1238, 1043], // F5 F3 F1 Overline
    [1238, 1043], // F5 F3 F1 Dead
    [1237, 1042], // F5 F3 B1 B1
    [1236, 1041], // F5 F3 B1 Overline
    [1236, 1041], // F5 F3 B1 Dead
    [1235, 1040], // F5 F3 Overline Overline
    [1235, 1040], // F5 F3 Overline Dead
    [1235, 1040], // F5 F3 Dead Dead
    [1237, 1042], // F5 B3 B3 B3
    [1235, 1040], // F5 B3 B3 F2B
    [1235, 1040], // F5 B3 B3 F2A
    [1235, 1040], // F5 B3 B3 F2
    [1226, 1032], // F5 B3 B3 B2
    [1224, 1031], // F5 B3 B3 F1
    [1222, 1029], // F5 B3 B3 B1
    [1221, 1028], // F5 B3 B3 Overline
    [1221, 1028], // F5 B3 B3 Dead
    [1232, 1038], // F5 B3 F2B F2B
    [1232, 1038], // F5 B3 F2B F2A
    [1232, 1038], // F5 B3 F2B F2
    [1223, 1030], // F5 B3 F2B B2
    [1222, 1029], // F5 B3 F2B F1
    [1219, 1027], // F5 B3 F2B B1
    [1218, 1026], // F5 B3 F2B Overline
    [1218, 1026], // F5 B3 F2B Dead
    [1232, 1038], // F5 B3 F2A F2A
    [1232, 1038], // F5 B3 F2A F2
    [1223, 1030], // F5 B3 F2A B2
    [1222, 1029], // F5 B3 F2A F1
    [1219, 1027], // F5 B3 F2A B1
    [1218, 1026], // F5 B3 F2A Overline
    [1218, 1026], // F5 B3 F2A Dead
    [1232, 1038], // F5 B3 F2 F2
    [1223, 1030], // F5 B3 F2 B2
    [1222, 1029], // F5 B3 F2 F1
    [1219, 1027], // F5 B3 F2 B1
    [1218, 1026], // F5 B3 F2 Overline
    [1218, 1026], // F5 B3 F2 Dead
    [1213, 1022], // F5 B3 B2 B2
    [1212, 1021], // F5 B3 B2 F1
    [1210, 1019], // F5 B3 B2 B1
    [1208, 1018], // F5 B3 B2 Overline
    [1208, 1018], // F5 B3 B2 Dead
    [1211, 1020], // F5 B3 F1 F1
    [1208, 1018], // F5 B3 F1 B1
    [1208, 1017], // F5 B3 F1 Overline
    [1208, 1017], // F5 B3 F1 Dead
    [1206, 1016], // F5 B3 B1 B1
    [1205, 1015], // F5 B3 B1 Overline
    [1205, 1015], // F5 B3 B1 Dead
    [1204, 1014], // F5 B3 Overline Overline
    [1204, 1014], // F5 B3 Overline Dead
    [1204, 1014], // F5 B3 Dead Dead
    [1230, 1036], // F5 F2B F2B F2B
    [1230, 1036], // F5 F2B F2B F2A
    [1230, 1036], // F5 F2B F2B F2
    [1221, 1028], // F5 F2B F2B B2
    [1219, 1027], // F5 F2B F2B F1
    [1217, 1025], // F5 F2B F2B B1
    [1216, 1024], // F5 F2B F2B Overline
    [1216, 1024], // F5 F2B F2B Dead
    [1230, 1036], // F5 F2B F2A F2A
    [1230, 1036], // F5 F2B F2A F2
    [1221, 1028], // F5 F2B F2A B2
    [1219, 1027], // F5 F2B F2A F1
    [1217, 1025], // F5 F2B F2A B1
    [1216, 1024], // F5 F2B F2A Overline
    [1216, 1024], // F5 F2B F2A Dead
    [1230, 1036], // F5 F2B F2 F2
    [1221, 1028], // F5 F2B F2 B2
    [1219, 1027], // F5 F2B F2 F1
    [1217, 1025], // F5 F2B F2 B1
    [1216, 1024], // F5 F2B F2 Overline
    [1216, 1024], // F5 F2B F2 Dead
    [1211, 1020], // F5 F2B B2 B2
    [1210, 1019], // F5 F2B B2 F1
    [1208, 1017], // F5 F2B B2 B1
    [1206, 1016], // F5 F2B B2 Overline
    [1206, 1016], // F5 F2B B2 Dead
    [1208, 1018], // F5 F2B F1 F1
    [1206, 1016], // F5 F2B F1 B1
    [1205, 1015], // F5 F2B F1 Overline
    [1205, 1015], // F5 F2B F1 Dead
    [1204, 1014], // F5 F2B B1 B1
    [1203, 1013], // F5 F2B B1 Overline
    [1203, 1013], // F5 F2B B1 Dead
    [1202, 1012], // F5 F2B Overline Overline
    [1202, 1012], // F5 F2B Overline Dead
    [1202, 1012], // F5 F2B Dead Dead
    [1230, 1036], // F5 F2A F2A F2A
    [1230, 1036], // F5 F2A F2A F2
    [1221, 1028], // F5 F2A F2A B2
    [1219, 1027], // F5 F2A F2A F1
    [1217, 1025], // F5 F2A F2A B1
    [1216, 1024], // F5 F2A F2A Overline
    [1216, 1024], // F5 F2A F2A Dead
    [1230, 1036], // F5 F2A F2 F2
    [1221, 1028], // F5 F2A F2 B2
    [1219, 1027], // F5 F2A F2 F1
    [1217, 1025], // F5 F2A F2 B1
    [1216, 1024], // F5 F2A F2 Overline
    [1216, 1024], // F5 F2A F2 Dead
    [1211, 1020], // F5 F2A B2 B2
    [1210, 1019], // F5 F2A B2 F1
    [1208, 1017], // F5 F2A B2 B1
    [1206, 1016], // F5 F2A B2 Overline
    [1206, 1016], // F5 F2A B2 Dead
    [1208, 1018], // F5 F2A F1 F1
    [1206, 1016], // F5 F2A F1 B1
    [1205, 1015], // F5 F2A F1 Overline
    [1205, 1015], // F5 F2A F1 Dead
    [1204, 1014], // F5 F2A B1 B1
    [1203, 1013], // F5 F2A B1 Overline
    [1203, 1013], // F5 F2A B1 Dead
    [1202, 1012], // F5 F2A Overline Overline
    [1202, 1012], // F5 F2A Overline Dead
    [1202, 1012], // F5 F2A Dead Dead
    [1230, 1036], // F5 F2 F2 F2
    [1221, 1028], // F5 F2 F2 B2
    [1219, 1027], // F5 F2 F2 F1
    [1217, 1025], // F5 F2 F2 B1
    [1216, 1024], // F5 F2 F2 Overline
    [1216, 1024], // F5 F2 F2 Dead
    [1211, 1020], // F5 F2 B2 B2
    [1210, 1019], // F5 F2 B2 F1
    [1208, 1017], // F5 F2 B2 B1
    [1206, 1016], // F5 F2 B2 Overline
    [1206, 1016], // F5 F2 B2 Dead
    [1208, 1018], // F5 F2 F1 F1
    [1206, 1016], // F5 F2 F1 B1
    [1205, 1015], // F5 F2 F1 Overline
    [1205, 1015], // F5 F2 F1 Dead
    [1204, 1014], // F5 F2 B1 B1
    [1203, 1013], // F5 F2 B1 Overline
    [1203, 1013], // F5 F2 B1 Dead
    [1202, 1012], // F5 F2 Overline Overline
    [1202, 1012], // F5 F2 Overline Dead
    [1202, 1012], // F5 F2 Dead Dead
    [1202, 1012], // F5 B2 B2 B2
    [1200, 1011], // F5 B2 B2 F1
    [1198, 1009], // F5 B2 B2 B1
    [1197, 1008], // F5 B2 B2 Overline
    [1197, 1008], // F5 B2 B2 Dead
    [1199, 1010], // F5 B2 F1 F1
    [1197, 1008], // F5 B2 F1 B1
    [1195, 1007], // F5 B2 F1 Overline
    [1195, 1007], // F5 B2 F1 Dead
    [1194, 1006], // F5 B2 B1 B1
    [1193, 1005], // F5 B2 B1 Overline
    [1193, 1005], // F5 B2 B1 Dead
    [1192, 1004], // F5 B2 Overline Overline
    [1192, 1004], // F5 B2 Overline Dead
    [1192, 1004], // F5 B2 Dead Dead
    [1198, 1009], // F5 F1 F1 F1
    [1195, 1007], // F5 F1 F1 B1
    [1194, 1006], // F5 F1 F1 Overline
    [1194, 1006], // F5 F1 F1 Dead
    [1193, 1005], // F5 F1 B1 B1
    [1192, 1004], // F5 F1 B1 Overline
    [1192, 1004], // F5 F1 B1 Dead
    [1190, 1003], // F5 F1 Overline Overline
    [1190, 1003], // F5 F1 Overline Dead
    [1190, 1003], // F5 F1 Dead Dead
    [1190, 1003], // F5 B1 B1 B1
    [1190, 1002], // F5 B1 B1 Overline
    [1190, 1002], // F5 B1 B1 Dead
    [1188, 1001], // F5 B1 Overline Overline
    [1188, 1001], // F5 B1 Overline Dead
    [1188, 1001], // F5 B1 Dead Dead
    [1188, 1000], // F5 Overline Overline Overline
    [1188, 1000], // F5 Overline Overline Dead
    [1188, 1000], // F5 Overline Dead Dead
    [1188, 1000], // F5 Dead Dead Dead
    [926, 780], // F4 F4 F4 F4
    [843, 710], // F4 F4 F4 B4
    [831, 700], // F4 F4 F4 F3S
    [831, 700], // F4 F4 F4 F3
    [800, 674], // F4 F4 F4 B3
    [798, 672], // F4 F4 F4 F2B
    [798, 672], // F4 F4 F4 F2A
    [798, 672], // F4 F4 F4 F2
    [788, 664], // F4 F4 F4 B2
    [787, 663], // F4 F4 F4 F1
    [785, 661], // F4 F4 F4 B1
    [784, 660], // F4 F4 F4 Overline
    [784, 660], // F4 F4 F4 Dead
    [760, 640], // F4 F4 B4 B4
    [748, 630], // F4 F4 B4 F3S
    [748, 630], // F4 F4 B4 F3
    [717, 604], // F4 F4 B4 B3
    [714, 602], // F4 F4 B4 F2B
    [714, 602], // F4 F4 B4 F2A
    [714, 602], // F4 F4 B4 F2
    [705, 594], // F4 F4 B4 B2
    [704, 593], // F4 F4 B4 F1
    [701, 591], // F4 F4 B4 B1
    [700, 590], // F4 F4 B4 Overline
    [700, 590], // F4 F4 B4 Dead
    [736, 620], // F4 F4 F3S F3S
    [736, 620], // F4 F4 F3S F3
    [705, 594], // F4 F4 F3S B3
    [703, 592], // F4 F4 F3S F2B
    [703, 592], // F4 F4 F3S F2A
    [703, 592], // F4 F4 F3S F2
    [694, 584], // F4 F4 F3S B2
    [692, 583], // F4 F4 F3S F1
    [690, 581], // F4 F4 F3S B1
    [689, 580], // F4 F4 F3S Overline
    [689, 580], // F4 F4 F3S Dead
    [736, 620], // F4 F4 F3 F3
    [705, 594], // F4 F4 F3 B3
    [703, 592], // F4 F4 F3 F2B
    [703, 592], // F4 F4 F3 F2A
    [703, 592], // F4 F4 F3 F2
    [694, 584], // F4 F4 F3 B2
    [692, 583], // F4 F4 F3 F1
    [690, 581], // F4 F4 F3 B1
    [689, 580], // F4 F4 F3 Overline
    [689, 580], // F4 F4 F3 Dead
    [674, 568], // F4 F4 B3 B3
    [672, 566], // F4 F4 B3 F2B
    [672, 566], // F4 F4 B3 F2A
    [672, 566], // F4 F4 B3 F2
    [662, 558], // F4 F4 B3 B2
    [661, 557], // F4 F4 B3 F1
    [658, 555], // F4 F4 B3 B1
    [658, 554], // F4 F4 B3 Overline
    [658, 554], // F4 F4 B3 Dead
    [670, 564], // F4 F4 F2B F2B
    [670, 564], // F4 F4 F2B F2A
    [670, 564], // F4 F4 F2B F2
    [660, 556], // F4 F4 F2B B2
    [658, 555], // F4 F4 F2B F1
    [656, 553], // F4 F4 F2B B1
    [656, 552], // F4 F4 F2B Overline
    [656, 547], // F4 F4 F2B Dead
    [670, 564], // F4 F4 F2A F2A
    [670, 564], // F4 F4 F2A F2
    [660, 556], // F4 F4 F2A B2
    [658, 555], // F4 F4 F2A F1
    [656, 553], // F4 F4 F2A B1
    [656, 552], // F4 F4 F2A Overline
    [656, 552], // F4 F4 F2A Dead
    [670, 564], // F4 F4 F2 F2
    [660, 556], // F4 F4 F2 B2
    [658, 555], // F4 F4 F2 F1
    [656, 553], // F4 F4 F2 B1
    [656, 552], // F4 F4 F2 Overline
    [656, 552], // F4 F4 F2 Dead
    [651, 548], // F4 F4 B2 B2
    [649, 547], // F4 F4 B2 F1
    [647, 545], // F4 F4 B2 B1
    [646, 544], // F4 F4 B2 Overline
    [646, 544], // F4 F4 B2 Dead
    [648, 546], // F4 F4 F1 F1
    [646, 544], // F4 F4 F1 B1
    [644, 543], // F4 F4 F1 Overline
    [644, 543], // F4 F4 F1 Dead
    [643, 542], // F4 F4 B1 B1
    [642, 541], // F4 F4 B1 Overline
    [642, 537], // F4 F4 B1 Dead
    [641, 540], // F4 F4 Overline Overline
    [641, 540], // F4 F4 Overline Dead
    [641, 540], // F4 F4 Dead Dead
    [676, 570], // F4 B4 B4 B4
    [665, 560], // F4 B4 B4 F3S
    [665, 560], // F4 B4 B4 F3
    [634, 534], // F4 B4 B4 B3
    [632, 532], // F4 B4 B4 F2B
    [632, 532], // F4 B4 B4 F2A
    [632, 532], // F4 B4 B4 F2
    [622, 524], // F4 B4 B4 B2
    [620, 523], // F4 B4 B4 F1
    [618, 521], // F4 B4 B4 B1
    [618, 520], // F4 B4 B4 Overline
    [618, 520], // F4 B4 B4 Dead
    [653, 550], // F4 B4 F3S F3S
    [653, 550], // F4 B4 F3S F3
    [622, 524], // F4 B4 F3S B3
    [620, 522], // F4 B4 F3S F2B
    [620, 522], // F4 B4 F3S F2A
    [620, 522], // F4 B4 F3S F2
    [610, 514], // F4 B4 F3S B2
    [609, 513], // F4 B4 F3S F1
    [606, 511], // F4 B4 F3S B1
    [605, 510], // F4 B4 F3S Overline
    [605, 510], // F4 B4 F3S Dead
    [653, 550], // F4 B4 F3 F3
    [622, 524], // F4 B4 F3 B3
    [620, 522], // F4 B4 F3 F2B
    [620, 522], // F4 B4 F3 F2A
    [620, 522], // F4 B4 F3 F2
    [610, 514], // F4 B4 F3 B2
    [609, 509], // F4 B4 F3 F1
    [606, 511], // F4 B4 F3 B1
    [605, 510], // F4 B4 F3 Overline
    [605, 510], // F4 B4 F3 Dead
    [591, 498], // F4 B4 B3 B3
    [589, 496], // F4 B4 B3 F2B
    [589, 496], // F4 B4 B3 F2A
    [589, 496], // F4 B4 B3 F2
    [580, 484], // F4 B4 B3 B2
    [578, 479], // F4 B4 B3 F1
    [576, 493], // F4 B4 B3 B1
    [575, 484], // F4 B4 B3 Overline
    [575, 488], // F4 B4 B3 Dead
    [586, 494], // F4 B4 F2B F2B
    [586, 494], // F4 B4 F2B F2A
    [586, 494], // F4 B4 F2B F2
    [577, 486], // F4 B4 F2B B2
    [576, 485], // F4 B4 F2B F1
    [573, 483], // F4 B4 F2B B1
    [572, 482], // F4 B4 F2B Overline
    [572, 482], // F4 B4 F2B Dead
    [586, 494], // F4 B4 F2A F2A
    [586, 494], // F4 B4 F2A F2
    [577, 486], // F4 B4 F2A B2
    [576, 481], // F4 B4 F2A F1
    [573, 483], // F4 B4 F2A B1
    [572, 482], // F4 B4 F2A Overline
    [572, 482], // F4 B4 F2A Dead
    [586, 494], // F4 B4 F2 F2
    [577, 486], // F4 B4 F2 B2
    [576, 481], // F4 B4 F2 F1
    [573, 483], // F4 B4 F2 B1
    [572, 482], // F4 B4 F2 Overline
    [572, 481], // F4 B4 F2 Dead
    [567, 478], // F4 B4 B2 B2
    [566, 471], // F4 B4 B2 F1
    [564, 467], // F4 B4 B2 B1
    [562, 474], // F4 B4 B2 Overline
    [562, 452], // F4 B4 B2 Dead
    [565, 472], // F4 B4 F1 F1
    [562, 459], // F4 B4 F1 B1
    [562, 473], // F4 B4 F1 Overline
    [562, 467], // F4 B4 F1 Dead
    [560, 448], // F4 B4 B1 B1
    [559, 471], // F4 B4 B1 Overline
    [559, 437], // F4 B4 B1 Dead
    [558, 470], // F4 B4 Overline Overline
    [558, 470], // F4 B4 Overline Dead
    [558, 444], // F4 B4 Dead Dead
    [641, 540], // F4 F3S F3S F3S
    [641, 540], // F4 F3S F3S F3
    [610, 514], // F4 F3S F3S B3
    [608, 512], // F4 F3S F3S F2B
    [608, 512], // F4 F3S F3S F2A
    [608, 512], // F4 F3S F3S F2
    [598, 504], // F4 F3S F3S B2
    [597, 503], // F4 F3S F3S F1
    [595, 501], // F4 F3S F3S B1
    [594, 500], // F4 F3S F3S Overline
    [594, 500], // F4 F3S F3S Dead
    [641, 540], // F4 F3S F3 F3
    [610, 514], // F4 F3S F3 B3
    [608, 512], // F4 F3S F3 F2B
    [608, 512], // F4 F3S F3 F2A
    [608, 512], // F4 F3S F3 F2
    [598, 504], // F4 F3S F3 B2
    [597, 503], // F4 F3S F3 F1
    [595, 499], // F4 F3S F3 B1
    [594, 500], // F4 F3S F3 Overline
    [594, 507], // F4 F3S F3 Dead
    [580, 488], // F4 F3S B3 B3
    [577, 486], // F4 F3S B3 F2B
    [577, 486], // F4 F3S B3 F2A
    [577, 486], // F4 F3S B3 F2
    [567, 491], // F4 F3S B3 B2
    [566, 473], // F4 F3S B3 F1
    [564, 475], // F4 F3S B3 B1
    [562, 474], // F4 F3S B3 Overline
    [562, 465], // F4 F3S B3 Dead
    [575, 484], // F4 F3S F2B F2B
    [575, 484], // F4 F3S F2B F2A
    [575, 484], // F4 F3S F2B F2
    [565, 469], // F4 F3S F2B B2
    [564, 465], // F4 F3S F2B F1
    [562, 475], // F4 F3S F2B B1
    [560, 472], // F4 F3S F2B Overline
    [560, 471], // F4 F3S F2B Dead
    [575, 484], // F4 F3S F2A F2A
    [575, 484], // F4 F3S F2A F2
    [565, 476], // F4 F3S F2A B2
    [564, 458], // F4 F3S F2A F1
    [562, 473], // F4 F3S F2A B1
    [560, 472], // F4 F3S F2A Overline
    [560, 475], // F4 F3S F2A Dead
    [575, 484], // F4 F3S F2 F2
    [565, 476], // F4 F3S F2 B2
    [564, 475], // F4 F3S F2 F1
    [562, 467], // F4 F3S F2 B1
    [560, 472], // F4 F3S F2 Overline
    [560, 475], // F4 F3S F2 Dead
    [556, 482], // F4 F3S B2 B2
    [554, 435], // F4 F3S B2 F1
    [552, 384], // F4 F3S B2 B1
    [551, 464], // F4 F3S B2 Overline
    [551, 467], // F4 F3S B2 Dead
    [553, 473], // F4 F3S F1 F1
    [551, 449], // F4 F3S F1 B1
    [549, 463], // F4 F3S F1 Overline
    [549, 440], // F4 F3S F1 Dead
    [548, 432], // F4 F3S B1 B1
    [547, 461], // F4 F3S B1 Overline
    [547, 366], // F4 F3S B1 Dead
    [546, 460], // F4 F3S Overline Overline
    [546, 460], // F4 F3S Overline Dead
    [546, 433], // F4 F3S Dead Dead
    [641, 540], // F4 F3 F3 F3
    [610, 514], // F4 F3 F3 B3
    [608, 512], // F4 F3 F3 F2B
    [608, 512], // F4 F3 F3 F2A
    [608, 512], // F4 F3 F3 F2
    [598, 504], // F4 F3 F3 B2
    [597, 503], // F4 F3 F3 F1
    [595, 501], // F4 F3 F3 B1
    [594, 500], // F4 F3 F3 Overline
    [594, 500], // F4 F3 F3 Dead
    [580, 485], // F4 F3 B3 B3
    [577, 486], // F4 F3 B3 F2B
    [577, 486], // F4 F3 B3 F2A
    [577, 486], // F4 F3 B3 F2
    [567, 486], // F4 F3 B3 B2
    [566, 475], // F4 F3 B3 F1
    [564, 471], // F4 F3 B3 B1
    [562, 474], // F4 F3 B3 Overline
    [562, 459], // F4 F3 B3 Dead
    [575, 484], // F4 F3 F2B F2B
    [575, 484], // F4 F3 F2B F2A
    [575, 484], // F4 F3 F2B F2
    [565, 469], // F4 F3 F2B B2
    [564, 501], // F4 F3 F2B F1
    [562, 478], // F4 F3 F2B B1
    [560, 472], // F4 F3 F2B Overline
    [560, 455], // F4 F3 F2B Dead
    [575, 484], // F4 F3 F2A F2A
    [575, 484], // F4 F3 F2A F2
    [565, 476], // F4 F3 F2A B2
    [564, 475], // F4 F3 F2A F1
    [562, 473], // F4 F3 F2A B1
    [560, 472], // F4 F3 F2A Overline
    [560, 477], // F4 F3 F2A Dead
    [575, 484], // F4 F3 F2 F2
    [565, 476], // F4 F3 F2 B2
    [564, 467], // F4 F3 F2 F1
    [562, 474], // F4 F3 F2 B1
    [560, 472], // F4 F3 F2 Overline
    [560, 472], // F4 F3 F2 Dead
    [556, 492], // F4 F3 B2 B2
    [554, 449], // F4 F3 B2 F1
    [552, 430], // F4 F3 B2 B1
    [551, 464], // F4 F3 B2 Overline
    [551, 445], // F4 F3 B2 Dead
    [553, 425], // F4 F3 F1 F1
    [551, 330], // F4 F3 F1 B1
    [549, 463], // F4 F3 F1 Overline
    [549, 419], // F4 F3 F1 Dead
    [548, 438], // F4 F3 B1 B1
    [547, 461], // F4 F3 B1 Overline
    [547, 406], // F4 F3 B1 Dead
    [546, 460], // F4 F3 Overline Overline
    [546, 460], // F4 F3 Overline Dead
    [546, 374], // F4 F3 Dead Dead
    [548, 462], // F4 B3 B3 B3
    [546, 464], // F4 B3 B3 F2B
    [546, 460], // F4 B3 B3 F2A
    [546, 459], // F4 B3 B3 F2
    [537, 488], // F4 B3 B3 B2
    [535, 431], // F4 B3 B3 F1
    [533, 436], // F4 B3 B3 B1
    [532, 448], // F4 B3 B3 Overline
    [532, 436], // F4 B3 B3 Dead
    [544, 464], // F4 B3 F2B F2B
    [544, 463], // F4 B3 F2B F2A
    [544, 471], // F4 B3 F2B F2
    [534, 521], // F4 B3 F2B B2
    [533, 408], // F4 B3 F2B F1
    [530, 505], // F4 B3 F2B B1
    [529, 446], // F4 B3 F2B Overline
    [529, 511], // F4 B3 F2B Dead
    [544, 464], // F4 B3 F2A F2A
    [544, 456], // F4 B3 F2A F2
    [534, 482], // F4 B3 F2A B2
    [533, 425], // F4 B3 F2A F1
    [530, 431], // F4 B3 F2A B1
    [529, 446], // F4 B3 F2A Overline
    [529, 443], // F4 B3 F2A Dead
    [544, 459], // F4 B3 F2 F2
    [534, 493], // F4 B3 F2 B2
    [533, 436], // F4 B3 F2 F1
    [530, 476], // F4 B3 F2 B1
    [529, 446], // F4 B3 F2 Overline
    [529, 439], // F4 B3 F2 Dead
    [524, 444], // F4 B3 B2 B2
    [524, 417], // F4 B3 B2 F1
    [521, 411], // F4 B3 B2 B1
    [520, 438], // F4 B3 B2 Overline
    [520, 409], // F4 B3 B2 Dead
    [522, 408], // F4 B3 F1 F1
    [520, 361], // F4 B3 F1 B1
    [519, 437], // F4 B3 F1 Overline
    [519, 414], // F4 B3 F1 Dead
    [518, 372], // F4 B3 B1 B1
    [516, 435], // F4 B3 B1 Overline
    [516, 373], // F4 B3 B1 Dead
    [515, 434], // F4 B3 Overline Overline
    [515, 434], // F4 B3 Overline Dead
    [515, 377], // F4 B3 Dead Dead
    [542, 458], // F4 F2B F2B F2B
    [542, 465], // F4 F2B F2B F2A
    [542, 409], // F4 F2B F2B F2
    [532, 518], // F4 F2B F2B B2
    [530, 451], // F4 F2B F2B F1
    [528, 435], // F4 F2B F2B B1
    [527, 444], // F4 F2B F2B Overline
    [527, 441], // F4 F2B F2B Dead
    [542, 468], // F4 F2B F2A F2A
    [542, 443], // F4 F2B F2A F2
    [532, 448], // F4 F2B F2A B2
    [530, 490], // F4 F2B F2A F1
    [528, 429], // F4 F2B F2A B1
    [527, 444], // F4 F2B F2A Overline
    [527, 439], // F4 F2B F2A Dead
    [542, 503], // F4 F2B F2 F2
    [532, 481], // F4 F2B F2 B2
    [530, 391], // F4 F2B F2 F1
    [528, 362], // F4 F2B F2 B1
    [527, 444], // F4 F2B F2 Overline
    [527, 444], // F4 F2B F2 Dead
    [522, 503], // F4 F2B B2 B2
    [521, 383], // F4 F2B B2 F1
    [519, 378], // F4 F2B B2 B1
    [518, 436], // F4 F2B B2 Overline
    [518, 434], // F4 F2B B2 Dead
    [520, 408], // F4 F2B F1 F1
    [518, 306], // F4 F2B F1 B1
    [516, 435], // F4 F2B F1 Overline
    [516, 364], // F4 F2B F1 Dead
    [515, 269], // F4 F2B B1 B1
    [514, 433], // F4 F2B B1 Overline
    [514, 388], // F4 F2B B1 Dead
    [513, 432], // F4 F2B Overline Overline
    [513, 432], // F4 F2B Overline Dead
    [513, 390], // F4 F2B Dead Dead
    [542, 456], // F4 F2A F2A F2A
    [542, 456], // F4 F2A F2A F2
    [532, 425], // F4 F2A F2A B2
    [530, 464], // F4 F2A F2A F1
    [528, 451], // F4 F2A F2A B1
    [527, 444], // F4 F2A F2A Overline
    [527, 447], // F4 F2A F2A Dead
    [542, 456], // F4 F2A F2 F2
    [532, 437], // F4 F2A F2 B2
    [530, 435], // F4 F2A F2 F1
    [528, 453], // F4 F2A F2 B1
    [527, 444], // F4 F2A F2 Overline
    [527, 462], // F4 F2A F2 Dead
    [522, 473], // F4 F2A B2 B2
    [521, 376], // F4 F2A B2 F1
    [519, 464], // F4 F2A B2 B1
    [518, 436], // F4 F2A B2 Overline
    [518, 440], // F4 F2A B2 Dead
    [520, 405], // F4 F2A F1 F1
    [518, 353], // F4 F2A F1 B1
    [516, 435], // F4 F2A F1 Overline
    [516, 427], // F4 F2A F1 Dead
    [515, 358], // F4 F2A B1 B1
    [514, 433], // F4 F2A B1 Overline
    [514, 361], // F4 F2A B1 Dead
    [513, 432], // F4 F2A Overline Overline
    [513, 432], // F4 F2A Overline Dead
    [513, 386], // F4 F2A Dead Dead
    [542, 456], // F4 F2 F2 F2
    [532, 476], // F4 F2 F2 B2
    [530, 428], // F4 F2 F2 F1
    [528, 427], // F4 F2 F2 B1
    [527, 444], // F4 F2 F2 Overline
    [527, 430], // F4 F2 F2 Dead
    [522, 465], // F4 F2 B2 B2
    [521, 438], // F4 F2 B2 F1
    [519, 450], // F4 F2 B2 B1
    [518, 436], // F4 F2 B2 Overline
    [518, 430], // F4 F2 B2 Dead
    [520, 396], // F4 F2 F1 F1
    [518, 369], // F4 F2 F1 B1
    [516, 435], // F4 F2 F1 Overline
    [516, 392], // F4 F2 F1 Dead
    [515, 387], // F4 F2 B1 B1
    [514, 433], // F4 F2 B1 Overline
    [514, 396], // F4 F2 B1 Dead
    [513, 432], // F4 F2 Overline Overline
    [513, 432], // F4 F2 Overline Dead
    [513, 408], // F4 F2 Dead Dead
    [513, 365], // F4 B2 B2 B2
    [511, 369], // F4 B2 B2 F1
    [509, 433], // F4 B2 B2 B1
    [508, 428], // F4 B2 B2 Overline
    [508, 373], // F4 B2 B2 Dead
    [510, 382], // F4 B2 F1 F1
    [508, 362], // F4 B2 F1 B1
    [506, 427], // F4 B2 F1 Overline
    [506, 379], // F4 B2 F1 Dead
    [506, 399], // F4 B2 B1 B1
    [504, 425], // F4 B2 B1 Overline
    [504, 376], // F4 B2 B1 Dead
    [504, 424], // F4 B2 Overline Overline
    [504, 424], // F4 B2 Overline Dead
    [504, 348], // F4 B2 Dead Dead
    [509, 354], // F4 F1 F1 F1
    [506, 359], // F4 F1 F1 B1
    [506, 426], // F4 F1 F1 Overline
    [506, 376], // F4 F1 F1 Dead
    [504, 322], // F4 F1 B1 B1
    [504, 424], // F4 F1 B1 Overline
    [504, 384], // F4 F1 B1 Dead
    [502, 423], // F4 F1 Overline Overline
    [502, 423], // F4 F1 Overline Dead
    [502, 360], // F4 F1 Dead Dead
    [502, 342], // F4 B1 B1 B1
    [501, 422], // F4 B1 B1 Overline
    [501, 346], // F4 B1 B1 Dead
    [500, 421], // F4 B1 Overline Overline
    [500, 421], // F4 B1 Overline Dead
    [500, 353], // F4 B1 Dead Dead
    [499, 420], // F4 Overline Overline Overline
    [499, 420], // F4 Overline Overline Dead
    [499, 420], // F4 Overline Dead Dead
    [499, 326], // F4 Dead Dead Dead
    [594, 500], // B4 B4 B4 B4
    [582, 490], // B4 B4 B4 F3S
    [582, 490], // B4 B4 B4 F3
    [551, 464], // B4 B4 B4 B3
    [548, 462], // B4 B4 B4 F2B
    [548, 462], // B4 B4 B4 F2A
    [548, 462], // B4 B4 B4 F2
    [539, 454], // B4 B4 B4 B2
    [538, 453], // B4 B4 B4 F1
    [535, 451], // B4 B4 B4 B1
    [534, 450], // B4 B4 B4 Overline
    [534, 450], // B4 B4 B4 Dead
    [570, 480], // B4 B4 F3S F3S
    [570, 480], // B4 B4 F3S F3
    [539, 454], // B4 B4 F3S B3
    [537, 452], // B4 B4 F3S F2B
    [537, 452], // B4 B4 F3S F2A
    [537, 452], // B4 B4 F3S F2
    [527, 440], // B4 B4 F3S B2
    [526, 443], // B4 B4 F3S F1
    [524, 441], // B4 B4 F3S B1
    [522, 440], // B4 B4 F3S Overline
    [522, 440], // B4 B4 F3S Dead
    [570, 480], // B4 B4 F3 F3
    [539, 454], // B4 B4 F3 B3
    [537, 452], // B4 B4 F3 F2B
    [537, 452], // B4 B4 F3 F2A
    [537, 452], // B4 B4 F3 F2
    [527, 437], // B4 B4 F3 B2
    [526, 443], // B4 B4 F3 F1
    [524, 441], // B4 B4 F3 B1
    [522, 440], // B4 B4 F3 Overline
    [522, 440], // B4 B4 F3 Dead
    [508, 428], // B4 B4 B3 B3
    [506, 426], // B4 B4 B3 F2B
    [506, 426], // B4 B4 B3 F2A
    [506, 426], // B4 B4 B3 F2
    [496, 428], // B4 B4 B3 B2
    [495, 422], // B4 B4 B3 F1
    [492, 421], // B4 B4 B3 B1
    [491, 414], // B4 B4 B3 Overline
    [491, 403], // B4 B4 B3 Dead
    [504, 424], // B4 B4 F2B F2B
    [504, 424], // B4 B4 F2B F2A
    [504, 425], // B4 B4 F2B F2
    [494, 415], // B4 B4 F2B B2
    [492, 407], // B4 B4 F2B F1
    [490, 402], // B4 B4 F2B B1
    [489, 412], // B4 B4 F2B Overline
    [489, 409], // B4 B4 F2B Dead
    [504, 424], // B4 B4 F2A F2A
    [504, 424], // B4 B4 F2A F2
    [494, 418], // B4 B4 F2A B2
    [492, 407], // B4 B4 F2A F1
    [490, 412], // B4 B4 F2A B1
    [489, 412], // B4 B4 F2A Overline
    [489, 420], // B4 B4 F2A Dead
    [504, 417], // B4 B4 F2 F2
    [494, 415], // B4 B4 F2 B2
    [492, 415], // B4 B4 F2 F1
    [490, 410], // B4 B4 F2 B1
    [489, 412], // B4 B4 F2 Overline
    [489, 390], // B4 B4 F2 Dead
    [484, 405], // B4 B4 B2 B2
    [483, 387], // B4 B4 B2 F1
    [481, 416], // B4 B4 B2 B1
    [480, 404], // B4 B4 B2 Overline
    [480, 363], // B4 B4 B2 Dead
    [482, 393], // B4 B4 F1 F1
    [480, 368], // B4 B4 F1 B1
    [478, 403], // B4 B4 F1 Overline
    [478, 350], // B4 B4 F1 Dead
    [477, 402], // B4 B4 B1 B1
    [476, 401], // B4 B4 B1 Overline
    [476, 332], // B4 B4 B1 Dead
    [475, 400], // B4 B4 Overline Overline
    [475, 400], // B4 B4 Overline Dead
    [475, 326], // B4 B4 Dead Dead
    [439, 370], // B4 F3S F3S F3S
    [439, 370], // B4 F3S F3S F3
    [408, 344], // B4 F3S F3S B3
    [406, 346], // B4 F3S F3S F2B
    [406, 342], // B4 F3S F3S F2A
    [406, 342], // B4 F3S F3S F2
    [396, 334], // B4 F3S F3S B2
    [395, 333], // B4 F3S F3S F1
    [392, 322], // B4 F3S F3S B1
    [392, 330], // B4 F3S F3S Overline
    [392, 330], // B4 F3S F3S Dead
    [439, 370], // B4 F3S F3 F3
    [408, 344], // B4 F3S F3 B3
    [406, 342], // B4 F3S F3 F2B
    [406, 342], // B4 F3S F3 F2A
    [406, 342], // B4 F3S F3 F2
    [396, 350], // B4 F3S F3 B2
    [395, 333], // B4 F3S F3 F1
    [392, 331], // B4 F3S F3 B1
    [392, 330], // B4 F3S F3 Overline
    [392, 330], // B4 F3S F3 Dead
    [377, 323], // B4 F3S B3 B3
    [375, 316], // B4 F3S B3 F2B
    [375, 316], // B4 F3S B3 F2A
    [375, 316], // B4 F3S B3 F2
    [366, 293], // B4 F3S B3 B2
    [364, 301], // B4 F3S B3 F1
    [358, 311], // B4 F3S B3 B1
    [361, 304], // B4 F3S B3 Overline
    [361, 306], // B4 F3S B3 Dead
    [372, 319], // B4 F3S F2B F2B
    [372, 314], // B4 F3S F2B F2A
    [372, 315], // B4 F3S F2B F2
    [369, 324], // B4 F3S F2B B2
    [362, 279], // B4 F3S F2B F1
    [357, 326], // B4 F3S F2B B1
    [358, 302], // B4 F3S F2B Overline
    [358, 299], // B4 F3S F2B Dead
    [372, 319], // B4 F3S F2A F2A
    [372, 305], // B4 F3S F2A F2
    [363, 319], // B4 F3S F2A B2
    [362, 265], // B4 F3S F2A F1
    [359, 294], // B4 F3S F2A B1
    [358, 302], // B4 F3S F2A Overline
    [357, 311], // B4 F3S F2A Dead
    [372, 314], // B4 F3S F2 F2
    [363, 294], // B4 F3S F2 B2
    [362, 286], // B4 F3S F2 F1
    [359, 329], // B4 F3S F2 B1
    [358, 302], // B4 F3S F2 Overline
    [358, 307], // B4 F3S F2 Dead
    [351, 297], // B4 F3S B2 B2
    [351, 264], // B4 F3S B2 F1
    [338, 310], // B4 F3S B2 B1
    [349, 294], // B4 F3S B2 Overline
    [351, 268], // B4 F3S B2 Dead
    [343, 263], // B4 F3S F1 F1
    [342, 242], // B4 F3S F1 B1
    [348, 293], // B4 F3S F1 Overline
    [342, 252], // B4 F3S F1 Dead
    [344, 291], // B4 F3S B1 B1
    [345, 291], // B4 F3S B1 Overline
    [324, 273], // B4 F3S B1 Dead
    [344, 290], // B4 F3S Overline Overline
    [344, 290], // B4 F3S Overline Dead
    [331, 189], // B4 F3S Dead Dead
    [439, 370], // B4 F3 F3 F3
    [408, 344], // B4 F3 F3 B3
    [406, 342], // B4 F3 F3 F2B
    [406, 342], // B4 F3 F3 F2A
    [406, 342], // B4 F3 F3 F2
    [396, 331], // B4 F3 F3 B2
    [395, 337], // B4 F3 F3 F1
    [392, 325], // B4 F3 F3 B1
    [392, 330], // B4 F3 F3 Overline
    [392, 335], // B4 F3 F3 Dead
    [377, 310], // B4 F3 B3 B3
    [375, 316], // B4 F3 B3 F2B
    [375, 316], // B4 F3 B3 F2A
    [375, 316], // B4 F3 B3 F2
    [366, 314], // B4 F3 B3 B2
    [364, 278], // B4 F3 B3 F1
    [362, 294], // B4 F3 B3 B1
    [361, 304], // B4 F3 B3 Overline
    [354, 289], // B4 F3 B3 Dead
    [372, 298], // B4 F3 F2B F2B
    [372, 314], // B4 F3 F2B F2A
    [372, 307], // B4 F3 F2B F2
    [363, 309], // B4 F3 F2B B2
    [362, 260], // B4 F3 F2B F1
    [359, 262], // B4 F3 F2B B1
    [358, 302], // B4 F3 F2B Overline
    [354, 288], // B4 F3 F2B Dead
    [372, 314], // B4 F3 F2A F2A
    [372, 312], // B4 F3 F2A F2
    [363, 295], // B4 F3 F2A B2
    [362, 341], // B4 F3 F2A F1
    [359, 273], // B4 F3 F2A B1
    [358, 302], // B4 F3 F2A Overline
    [358, 326], // B4 F3 F2A Dead
    [372, 315], // B4 F3 F2 F2
    [359, 329], // B4 F3 F2 B2
    [362, 340], // B4 F3 F2 F1
    [352, 291], // B4 F3 F2 B1
    [358, 302], // B4 F3 F2 Overline
    [349, 290], // B4 F3 F2 Dead
    [353, 293], // B4 F3 B2 B2
    [353, 351], // B4 F3 B2 F1
    [345, 324], // B4 F3 B2 B1
    [349, 294], // B4 F3 B2 Overline
    [335, 255], // B4 F3 B2 Dead
    [340, 303], // B4 F3 F1 F1
    [339, 289], // B4 F3 F1 B1
    [348, 293], // B4 F3 F1 Overline
    [323, 268], // B4 F3 F1 Dead
    [352, 291], // B4 F3 B1 B1
    [345, 291], // B4 F3 B1 Overline
    [307, 243], // B4 F3 B1 Dead
    [344, 290], // B4 F3 Overline Overline
    [344, 290], // B4 F3 Overline Dead
    [316, 211], // B4 F3 Dead Dead
    [178, 184], // B4 B3 B3 B3
    [184, 214], // B4 B3 B3 F2B
    [180, 165], // B4 B3 B3 F2A
    [162, 140], // B4 B3 B3 F2
    [230, 237], // B4 B3 B3 B2
    [156, 159], // B4 B3 B3 F1
    [145, 186], // B4 B3 B3 B1
    [164, 138], // B4 B3 B3 Overline
    [150, 160], // B4 B3 B3 Dead
    [169, 143], // B4 B3 F2B F2B
    [175, 151], // B4 B3 F2B F2A
    [198, 183], // B4 B3 F2B F2
    [201, 215], // B4 B3 F2B B2
    [156, 155], // B4 B3 F2B F1
    [156, 171], // B4 B3 F2B B1
    [162, 136], // B4 B3 F2B Overline
    [151, 145], // B4 B3 F2B Dead
    [190, 164], // B4 B3 F2A F2A
    [177, 159], // B4 B3 F2A F2
    [166, 184], // B4 B3 F2A B2
    [212, 193], // B4 B3 F2A F1
    [181, 167], // B4 B3 F2A B1
    [162, 136], // B4 B3 F2A Overline
    [200, 178], // B4 B3 F2A Dead
    [172, 134], // B4 B3 F2 F2
    [170, 187], // B4 B3 F2 B2
    [170, 150], // B4 B3 F2 F1
    [180, 147], // B4 B3 F2 B1
    [162, 136], // B4 B3 F2 Overline
    [180, 154], // B4 B3 F2 Dead
    [161, 159], // B4 B3 B2 B2
    [169, 157], // B4 B3 B2 F1
    [193, 170], // B4 B3 B2 B1
    [152, 128], // B4 B3 B2 Overline
    [137, 123], // B4 B3 B2 Dead
    [161, 154], // B4 B3 F1 F1
    [138, 115], // B4 B3 F1 B1
    [150, 127], // B4 B3 F1 Overline
    [139, 117], // B4 B3 F1 Dead
    [128, 116], // B4 B3 B1 B1
    [148, 125], // B4 B3 B1 Overline
    [135, 115], // B4 B3 B1 Dead
    [147, 124], // B4 B3 Overline Overline
    [147, 124], // B4 B3 Overline Dead
    [99, 76], // B4 B3 Dead Dead
    [177, 135], // B4 F2B F2B F2B
    [195, 164], // B4 F2B F2B F2A
    [144, 125], // B4 F2B F2B F2
    [141, 164], // B4 F2B F2B B2
    [124, 110], // B4 F2B F2B F1
    [169, 156], // B4 F2B F2B B1
    [159, 134], // B4 F2B F2B Overline
    [139, 159], // B4 F2B F2B Dead
    [162, 138], // B4 F2B F2A F2A
    [179, 205], // B4 F2B F2A F2
    [238, 177], // B4 F2B F2A B2
    [176, 120], // B4 F2B F2A F1
    [186, 155], // B4 F2B F2A B1
    [159, 134], // B4 F2B F2A Overline
    [187, 185], // B4 F2B F2A Dead
    [166, 137], // B4 F2B F2 F2
    [147, 149], // B4 F2B F2 B2
    [181, 132], // B4 F2B F2 F1
    [188, 162], // B4 F2B F2 B1
    [159, 134], // B4 F2B F2 Overline
    [186, 152], // B4 F2B F2 Dead
    [189, 175], // B4 F2B B2 B2
    [171, 140], // B4 F2B B2 F1
    [153, 134], // B4 F2B B2 B1
    [149, 126], // B4 F2B B2 Overline
    [143, 126], // B4 F2B B2 Dead
    [137, 92], // B4 F2B F1 F1
    [149, 107], // B4 F2B F1 B1
    [148, 125], // B4 F2B F1 Overline
    [143, 110], // B4 F2B F1 Dead
    [147, 110], // B4 F2B B1 B1
    [146, 123], // B4 F2B B1 Overline
    [137, 117], // B4 F2B B1 Dead
    [144, 122], // B4 F2B Overline Overline
    [144, 122], // B4 F2B Overline Dead
    [116, 90], // B4 F2B Dead Dead
    [169, 158], // B4 F2A F2A F2A
    [195, 184], // B4 F2A F2A F2
    [151, 160], // B4 F2A F2A B2
    [163, 155], // B4 F2A F2A F1
    [145, 106], // B4 F2A F2A B1
    [159, 134], // B4 F2A F2A Overline
    [205, 156], // B4 F2A F2A Dead
    [170, 129], // B4 F2A F2 F2
    [174, 157], // B4 F2A F2 B2
    [175, 142], // B4 F2A F2 F1
    [198, 190], // B4 F2A F2 B1
    [159, 134], // B4 F2A F2 Overline
    [221, 188], // B4 F2A F2 Dead
    [130, 128], // B4 F2A B2 B2
    [137, 109], // B4 F2A B2 F1
    [185, 162], // B4 F2A B2 B1
    [149, 126], // B4 F2A B2 Overline
    [153, 130], // B4 F2A B2 Dead
    [133, 104], // B4 F2A F1 F1
    [158, 123], // B4 F2A F1 B1
    [148, 125], // B4 F2A F1 Overline
    [134, 107], // B4 F2A F1 Dead
    [144, 120], // B4 F2A B1 B1
    [146, 123], // B4 F2A B1 Overline
    [122, 99], // B4 F2A B1 Dead
    [144, 122], // B4 F2A Overline Overline
    [144, 122], // B4 F2A Overline Dead
    [97, 73], // B4 F2A Dead Dead
    [170, 150], // B4 F2 F2 F2
    [171, 141], // B4 F2 F2 B2
    [238, 203], // B4 F2 F2 F1
    [150, 132], // B4 F2 F2 B1
    [159, 134], // B4 F2 F2 Overline
    [150, 115], // B4 F2 F2 Dead
    [154, 142], // B4 F2 B2 B2
    [140, 117], // B4 F2 B2 F1
    [140, 117], // B4 F2 B2 B1
    [149, 126], // B4 F2 B2 Overline
    [126, 109], // B4 F2 B2 Dead
    [141, 117], // B4 F2 F1 F1
    [126, 106], // B4 F2 F1 B1
    [148, 125], // B4 F2 F1 Overline
    [134, 103], // B4 F2 F1 Dead
    [162, 124], // B4 F2 B1 B1
    [146, 123], // B4 F2 B1 Overline
    [107, 86], // B4 F2 B1 Dead
    [144, 122], // B4 F2 Overline Overline
    [144, 122], // B4 F2 Overline Dead
    [94, 70], // B4 F2 Dead Dead
    [129, 109], // B4 B2 B2 B2
    [116, 101], // B4 B2 B2 F1
    [124, 108], // B4 B2 B2 B1
    [92, 78], // B4 B2 B2 Overline
    [97, 83], // B4 B2 B2 Dead
    [102, 86], // B4 B2 F1 F1
    [113, 98], // B4 B2 F1 B1
    [91, 77], // B4 B2 F1 Overline
    [91, 76], // B4 B2 F1 Dead
    [115, 92], // B4 B2 B1 B1
    [88, 75], // B4 B2 B1 Overline
    [97, 79], // B4 B2 B1 Dead
    [88, 74], // B4 B2 Overline Overline
    [88, 74], // B4 B2 Overline Dead
    [71, 55], // B4 B2 Dead Dead
    [93, 70], // B4 F1 F1 F1
    [99, 80], // B4 F1 F1 B1
    [90, 76], // B4 F1 F1 Overline
    [92, 71], // B4 F1 F1 Dead
    [96, 72], // B4 F1 B1 B1
    [88, 74], // B4 F1 B1 Overline
    [87, 69], // B4 F1 B1 Dead
    [86, 73], // B4 F1 Overline Overline
    [86, 73], // B4 F1 Overline Dead
    [77, 58], // B4 F1 Dead Dead
    [109, 86], // B4 B1 B1 B1
    [86, 72], // B4 B1 B1 Overline
    [74, 57], // B4 B1 B1 Dead
    [84, 71], // B4 B1 Overline Overline
    [84, 71], // B4 B1 Overline Dead
    [58, 41], // B4 B1 Dead Dead
    [83, 70], // B4 Overline Overline Overline
    [83, 70], // B4 Overline Overline Dead
    [83, 70], // B4 Overline Dead Dead
    [59, 42], // B4 Dead Dead Dead
    [320, 270], // F3S F3S F3S F3S
    [320, 270], // F3S F3S F3S F3
    [290, 244], // F3S F3S F3S B3
    [287, 242], // F3S F3S F3S F2B
    [287, 242], // F3S F3S F3S F2A
    [287, 242], // F3S F3S F3S F2
    [278, 233], // F3S F3S F3S B2
    [276, 233], // F3S F3S F3S F1
    [263, 213], // F3S F3S F3S B1
    [273, 230], // F3S F3S F3S Overline
    [269, 228], // F3S F3S F3S Dead
    [320, 270], // F3S F3S F3 F3
    [293, 245], // F3S F3S F3 B3
    [287, 242], // F3S F3S F3 F2B
    [287, 242], // F3S F3S F3 F2A
    [286, 238], // F3S F3S F3 F2
    [285, 232], // F3S F3S F3 B2
    [276, 238], // F3S F3S F3 F1
    [259, 194], // F3S F3S F3 B1
    [273, 230], // F3S F3S F3 Overline
    [265, 230], // F3S F3S F3 Dead
    [258, 218], // F3S F3S B3 B3
    [264, 211], // F3S F3S B3 F2B
    [252, 211], // F3S F3S B3 F2A
    [261, 216], // F3S F3S B3 F2
    [252, 220], // F3S F3S B3 B2
    [139, 172], // F3S F3S B3 F1
    [190, 91], // F3S F3S B3 B1
    [242, 204], // F3S F3S B3 Overline
    [289, 209], // F3S F3S B3 Dead
    [254, 217], // F3S F3S F2B F2B
    [254, 214], // F3S F3S F2B F2A
    [254, 214], // F3S F3S F2B F2
    [212, 146], // F3S F3S F2B B2
    [292, 272], // F3S F3S F2B F1
    [237, 82], // F3S F3S F2B B1
    [240, 202], // F3S F3S F2B Overline
    [260, 228], // F3S F3S F2B Dead
    [254, 214], // F3S F3S F2A F2A
    [211, 116], // F3S F3S F2A F2
    [224, 185], // F3S F3S F2A B2
    [231, 199], // F3S F3S F2A F1
    [202, 142], // F3S F3S F2A B1
    [240, 202], // F3S F3S F2A Overline
    [250, 217], // F3S F3S F2A Dead
    [255, 211], // F3S F3S F2 F2
    [241, 167], // F3S F3S F2 B2
    [224, 139], // F3S F3S F2 F1
    [221, 168], // F3S F3S F2 B1
    [240, 202], // F3S F3S F2 Overline
    [259, 220], // F3S F3S F2 Dead
    [161, 207], // F3S F3S B2 B2
    [83, 64], // F3S F3S B2 F1
    [139, 166], // F3S F3S B2 B1
    [230, 194], // F3S F3S B2 Overline
    [243, 235], // F3S F3S B2 Dead
    [259, 189], // F3S F3S F1 F1
    [69, 80], // F3S F3S F1 B1
    [229, 193], // F3S F3S F1 Overline
    [185, 196], // F3S F3S F1 Dead
    [147, 128], // F3S F3S B1 B1
    [226, 191], // F3S F3S B1 Overline
    [182, 140], // F3S F3S B1 Dead
    [225, 190], // F3S F3S Overline Overline
    [225, 190], // F3S F3S Overline Dead
    [294, 240], // F3S F3S Dead Dead
    [320, 270], // F3S F3 F3 F3
    [290, 247], // F3S F3 F3 B3
    [287, 242], // F3S F3 F3 F2B
    [287, 242], // F3S F3 F3 F2A
    [287, 242], // F3S F3 F3 F2
    [274, 238], // F3S F3 F3 B2
    [270, 233], // F3S F3 F3 F1
    [270, 233], // F3S F3 F3 B1
    [273, 230], // F3S F3 F3 Overline
    [279, 228], // F3S F3 F3 Dead
    [266, 222], // F3S F3 B3 B3
    [257, 220], // F3S F3 B3 F2B
    [261, 210], // F3S F3 B3 F2A
    [277, 221], // F3S F3 B3 F2
    [213, 140], // F3S F3 B3 B2
    [240, 216], // F3S F3 B3 F1
    [267, 233], // F3S F3 B3 B1
    [242, 204], // F3S F3 B3 Overline
    [259, 203], // F3S F3 B3 Dead
    [267, 243], // F3S F3 F2B F2B
    [242, 255], // F3S F3 F2B F2A
    [218, 152], // F3S F3 F2B F2
    [267, 230], // F3S F3 F2B B2
    [232, 139], // F3S F3 F2B F1
    [212, 160], // F3S F3 F2B B1
    [240, 202], // F3S F3 F2B Overline
    [247, 252], // F3S F3 F2B Dead
    [254, 209], // F3S F3 F2A F2A
    [253, 207], // F3S F3 F2A F2
    [232, 268], // F3S F3 F2A B2
    [198, 176], // F3S F3 F2A F1
    [194, 224], // F3S F3 F2A B1
    [240, 202], // F3S F3 F2A Overline
    [279, 240], // F3S F3 F2A Dead
    [220, 184], // F3S F3 F2 F2
    [237, 197], // F3S F3 F2 B2
    [191, 131], // F3S F3 F2 F1
    [215, 177], // F3S F3 F2 B1
    [240, 202], // F3S F3 F2 Overline
    [257, 182], // F3S F3 F2 Dead
    [326, 245], // F3S F3 B2 B2
    [117, 173], // F3S F3 B2 F1
    [213, 187], // F3S F3 B2 B1
    [230, 194], // F3S F3 B2 Overline
    [298, 223], // F3S F3 B2 Dead
    [69, 177], // F3S F3 F1 F1
    [144, 142], // F3S F3 F1 B1
    [229, 193], // F3S F3 F1 Overline
    [185, 153], // F3S F3 F1 Dead
    [105, 101], // F3S F3 B1 B1
    [226, 191], // F3S F3 B1 Overline
    [247, 172], // F3S F3 B1 Dead
    [225, 190], // F3S F3 Overline Overline
    [225, 190], // F3S F3 Overline Dead
    [254, 173], // F3S F3 Dead Dead
    [138, 135], // F3S B3 B3 B3
    [179, 113], // F3S B3 B3 F2B
    [119, 80], // F3S B3 B3 F2A
    [134, 135], // F3S B3 B3 F2
    [128, 93], // F3S B3 B3 B2
    [119, 103], // F3S B3 B3 F1
    [139, 106], // F3S B3 B3 B1
    [128, 108], // F3S B3 B3 Overline
    [219, 148], // F3S B3 B3 Dead
    [115, 98], // F3S B3 F2B F2B
    [194, 142], // F3S B3 F2B F2A
    [211, 170], // F3S B3 F2B F2
    [123, 146], // F3S B3 F2B B2
    [51, 56], // F3S B3 F2B F1
    [202, 110], // F3S B3 F2B B1
    [126, 106], // F3S B3 F2B Overline
    [252, 143], // F3S B3 F2B Dead
    [99, 62], // F3S B3 F2A F2A
    [134, 93], // F3S B3 F2A F2
    [126, 149], // F3S B3 F2A B2
    [150, 127], // F3S B3 F2A F1
    [117, 94], // F3S B3 F2A B1
    [126, 106], // F3S B3 F2A Overline
    [171, 124], // F3S B3 F2A Dead
    [137, 126], // F3S B3 F2 F2
    [159, 143], // F3S B3 F2 B2
    [95, 98], // F3S B3 F2 F1
    [113, 109], // F3S B3 F2 B1
    [126, 106], // F3S B3 F2 Overline
    [228, 162], // F3S B3 F2 Dead
    [146, 135], // F3S B3 B2 B2
    [94, 98], // F3S B3 B2 F1
    [132, 128], // F3S B3 B2 B1
    [116, 98], // F3S B3 B2 Overline
    [134, 102], // F3S B3 B2 Dead
    [129, 103], // F3S B3 F1 F1
    [122, 103], // F3S B3 F1 B1
    [115, 97], // F3S B3 F1 Overline
    [124, 115], // F3S B3 F1 Dead
    [98, 79], // F3S B3 B1 B1
    [112, 95], // F3S B3 B1 Overline
    [127, 100], // F3S B3 B1 Dead
    [111, 94], // F3S B3 Overline Overline
    [111, 94], // F3S B3 Overline Dead
    [92, 70], // F3S B3 Dead Dead
    [153, 144], // F3S F2B F2B F2B
    [235, 271], // F3S F2B F2B F2A
    [135, 136], // F3S F2B F2B F2
    [161, 59], // F3S F2B F2B B2
    [224, 165], // F3S F2B F2B F1
    [155, 67], // F3S F2B F2B B1
    [124, 104], // F3S F2B F2B Overline
    [282, 104], // F3S F2B F2B Dead
    [150, 173], // F3S F2B F2A F2A
    [186, 102], // F3S F2B F2A F2
    [139, 100], // F3S F2B F2A B2
    [274, 206], // F3S F2B F2A F1
    [155, 103], // F3S F2B F2A B1
    [124, 104], // F3S F2B F2A Overline
    [249, 148], // F3S F2B F2A Dead
    [156, 130], // F3S F2B F2 F2
    [98, 118], // F3S F2B F2 B2
    [118, 74], // F3S F2B F2 F1
    [90, 74], // F3S F2B F2 B1
    [124, 104], // F3S F2B F2 Overline
    [195, 109], // F3S F2B F2 Dead
    [173, 134], // F3S F2B B2 B2
    [91, 76], // F3S F2B B2 F1
    [113, 91], // F3S F2B B2 B1
    [114, 96], // F3S F2B B2 Overline
    [165, 138], // F3S F2B B2 Dead
    [137, 91], // F3S F2B F1 F1
    [80, 81], // F3S F2B F1 B1
    [112, 95], // F3S F2B F1 Overline
    [103, 86], // F3S F2B F1 Dead
    [68, 53], // F3S F2B B1 B1
    [110, 93], // F3S F2B B1 Overline
    [100, 67], // F3S F2B B1 Dead
    [109, 92], // F3S F2B Overline Overline
    [109, 92], // F3S F2B Overline Dead
    [95, 93], // F3S F2B Dead Dead
    [135, 112], // F3S F2A F2A F2A
    [122, 76], // F3S F2A F2A F2
    [154, 138], // F3S F2A F2A B2
    [209, 186], // F3S F2A F2A F1
    [89, 98], // F3S F2A F2A B1
    [124, 104], // F3S F2A F2A Overline
    [194, 140], // F3S F2A F2A Dead
    [150, 136], // F3S F2A F2 F2
    [111, 95], // F3S F2A F2 B2
    [128, 95], // F3S F2A F2 F1
    [83, 66], // F3S F2A F2 B1
    [124, 104], // F3S F2A F2 Overline
    [160, 142], // F3S F2A F2 Dead
    [88, 72], // F3S F2A B2 B2
    [113, 99], // F3S F2A B2 F1
    [117, 99], // F3S F2A B2 B1
    [114, 96], // F3S F2A B2 Overline
    [123, 101], // F3S F2A B2 Dead
    [104, 85], // F3S F2A F1 F1
    [76, 56], // F3S F2A F1 B1
    [112, 95], // F3S F2A F1 Overline
    [112, 95], // F3S F2A F1 Dead
    [103, 95], // F3S F2A B1 B1
    [110, 93], // F3S F2A B1 Overline
    [96, 77], // F3S F2A B1 Dead
    [109, 92], // F3S F2A Overline Overline
    [109, 92], // F3S F2A Overline Dead
    [97, 83], // F3S F2A Dead Dead
    [138, 112], // F3S F2 F2 F2
    [161, 117], // F3S F2 F2 B2
    [87, 133], // F3S F2 F2 F1
    [81, 73], // F3S F2 F2 B1
    [124, 104], // F3S F2 F2 Overline
    [144, 103], // F3S F2 F2 Dead
    [114, 108], // F3S F2 B2 B2
    [103, 91], // F3S F2 B2 F1
    [109, 104], // F3S F2 B2 B1
    [114, 96], // F3S F2 B2 Overline
    [128, 96], // F3S F2 B2 Dead
    [104, 82], // F3S F2 F1 F1
    [98, 74], // F3S F2 F1 B1
    [112, 95], // F3S F2 F1 Overline
    [119, 80], // F3S F2 F1 Dead
    [98, 63], // F3S F2 B1 B1
    [110, 93], // F3S F2 B1 Overline
    [112, 94], // F3S F2 B1 Dead
    [109, 92], // F3S F2 Overline Overline
    [109, 92], // F3S F2 Overline Dead
    [110, 86], // F3S F2 Dead Dead
    [92, 73], // F3S B2 B2 B2
    [124, 107], // F3S B2 B2 F1
    [102, 79], // F3S B2 B2 B1
    [86, 72], // F3S B2 B2 Overline
    [80, 67], // F3S B2 B2 Dead
    [89, 78], // F3S B2 F1 F1
    [80, 69], // F3S B2 F1 B1
    [84, 71], // F3S B2 F1 Overline
    [88, 69], // F3S B2 F1 Dead
    [73, 67], // F3S B2 B1 B1
    [82, 69], // F3S B2 B1 Overline
    [83, 60], // F3S B2 B1 Dead
    [81, 68], // F3S B2 Overline Overline
    [81, 68], // F3S B2 Overline Dead
    [67, 47], // F3S B2 Dead Dead
    [85, 61], // F3S F1 F1 F1
    [75, 54], // F3S F1 F1 B1
    [83, 70], // F3S F1 F1 Overline
    [84, 59], // F3S F1 F1 Dead
    [74, 50], // F3S F1 B1 B1
    [81, 68], // F3S F1 B1 Overline
    [67, 47], // F3S F1 B1 Dead
    [79, 67], // F3S F1 Overline Overline
    [79, 67], // F3S F1 Overline Dead
    [60, 47], // F3S F1 Dead Dead
    [56, 37], // F3S B1 B1 B1
    [78, 66], // F3S B1 B1 Overline
    [60, 28], // F3S B1 B1 Dead
    [77, 65], // F3S B1 Overline Overline
    [77, 65], // F3S B1 Overline Dead
    [61, 40], // F3S B1 Dead Dead
    [76, 64], // F3S Overline Overline Overline
    [76, 64], // F3S Overline Overline Dead
    [76, 64], // F3S Overline Dead Dead
    [63, 46], // F3S Dead Dead Dead
    [320, 270], // F3 F3 F3 F3
    [290, 244], // F3 F3 F3 B3
    [287, 242], // F3 F3 F3 F2B
    [287, 242], // F3 F3 F3 F2A
    [287, 242], // F3 F3 F3 F2
    [288, 234], // F3 F3 F3 B2
    [271, 264], // F3 F3 F3 F1
    [273, 231], // F3 F3 F3 B1
    [273, 230], // F3 F3 F3 Overline
    [273, 230], // F3 F3 F3 Dead
    [258, 212], // F3 F3 B3 B3
    [260, 208], // F3 F3 B3 F2B
    [249, 205], // F3 F3 B3 F2A
    [248, 225], // F3 F3 B3 F2
    [235, 210], // F3 F3 B3 B2
    [252, 186], // F3 F3 B3 F1
    [210, 138], // F3 F3 B3 B1
    [242, 204], // F3 F3 B3 Overline
    [292, 275], // F3 F3 B3 Dead
    [254, 214], // F3 F3 F2B F2B
    [250, 209], // F3 F3 F2B F2A
    [259, 202], // F3 F3 F2B F2
    [227, 206], // F3 F3 F2B B2
    [298, 229], // F3 F3 F2B F1
    [193, 185], // F3 F3 F2B B1
    [240, 202], // F3 F3 F2B Overline
    [264, 255], // F3 F3 F2B Dead
    [254, 215], // F3 F3 F2A F2A
    [248, 209], // F3 F3 F2A F2
    [255, 207], // F3 F3 F2A B2
    [329, 301], // F3 F3 F2A F1
    [204, 188], // F3 F3 F2A B1
    [240, 202], // F3 F3 F2A Overline
    [292, 234], // F3 F3 F2A Dead
    [246, 213], // F3 F3 F2 F2
    [252, 233], // F3 F3 F2 B2
    [205, 177], // F3 F3 F2 F1
    [272, 222], // F3 F3 F2 B1
    [240, 202], // F3 F3 F2 Overline
    [259, 244], // F3 F3 F2 Dead
    [251, 218], // F3 F3 B2 B2
    [167, 124], // F3 F3 B2 F1
    [203, 209], // F3 F3 B2 B1
    [230, 194], // F3 F3 B2 Overline
    [239, 200], // F3 F3 B2 Dead
    [217, 192], // F3 F3 F1 F1
    [168, 159], // F3 F3 F1 B1
    [229, 193], // F3 F3 F1 Overline
    [274, 242], // F3 F3 F1 Dead
    [212, 183], // F3 F3 B1 B1
    [226, 191], // F3 F3 B1 Overline
    [259, 231], // F3 F3 B1 Dead
    [225, 190], // F3 F3 Overline Overline
    [225, 190], // F3 F3 Overline Dead
    [312, 214], // F3 F3 Dead Dead
    [153, 140], // F3 B3 B3 B3
    [170, 142], // F3 B3 B3 F2B
    [155, 148], // F3 B3 B3 F2A
    [134, 105], // F3 B3 B3 F2
    [140, 99], // F3 B3 B3 B2
    [93, 106], // F3 B3 B3 F1
    [180, 121], // F3 B3 B3 B1
    [128, 108], // F3 B3 B3 Overline
    [179, 150], // F3 B3 B3 Dead
    [167, 185], // F3 B3 F2B F2B
    [194, 169], // F3 B3 F2B F2A
    [169, 141], // F3 B3 F2B F2
    [152, 139], // F3 B3 F2B B2
    [96, 92], // F3 B3 F2B F1
    [96, 97], // F3 B3 F2B B1
    [126, 106], // F3 B3 F2B Overline
    [192, 142], // F3 B3 F2B Dead
    [190, 127], // F3 B3 F2A F2A
    [121, 70], // F3 B3 F2A F2
    [129, 76], // F3 B3 F2A B2
    [131, 114], // F3 B3 F2A F1
    [65, 18], // F3 B3 F2A B1
    [126, 106], // F3 B3 F2A Overline
    [208, 159], // F3 B3 F2A Dead
    [144, 120], // F3 B3 F2 F2
    [88, 82], // F3 B3 F2 B2
    [90, 87], // F3 B3 F2 F1
    [134, 111], // F3 B3 F2 B1
    [126, 106], // F3 B3 F2 Overline
    [135, 115], // F3 B3 F2 Dead
    [120, 96], // F3 B3 B2 B2
    [108, 95], // F3 B3 B2 F1
    [105, 105], // F3 B3 B2 B1
    [116, 98], // F3 B3 B2 Overline
    [125, 106], // F3 B3 B2 Dead
    [93, 89], // F3 B3 F1 F1
    [100, 92], // F3 B3 F1 B1
    [115, 97], // F3 B3 F1 Overline
    [109, 89], // F3 B3 F1 Dead
    [93, 81], // F3 B3 B1 B1
    [112, 95], // F3 B3 B1 Overline
    [103, 81], // F3 B3 B1 Dead
    [111, 94], // F3 B3 Overline Overline
    [111, 94], // F3 B3 Overline Dead
    [92, 82], // F3 B3 Dead Dead
    [158, 130], // F3 F2B F2B F2B
    [166, 106], // F3 F2B F2B F2A
    [131, 140], // F3 F2B F2B F2
    [128, 57], // F3 F2B F2B B2
    [101, 68], // F3 F2B F2B F1
    [49, 48], // F3 F2B F2B B1
    [124, 104], // F3 F2B F2B Overline
    [140, 118], // F3 F2B F2B Dead
    [165, 128], // F3 F2B F2A F2A
    [139, 100], // F3 F2B F2A F2
    [92, 69], // F3 F2B F2A B2
    [99, 91], // F3 F2B F2A F1
    [70, 100], // F3 F2B F2A B1
    [124, 104], // F3 F2B F2A Overline
    [154, 114], // F3 F2B F2A Dead
    [141, 50], // F3 F2B F2 F2
    [95, 107], // F3 F2B F2 B2
    [68, 65], // F3 F2B F2 F1
    [79, 83], // F3 F2B F2 B1
    [124, 104], // F3 F2B F2 Overline
    [100, 109], // F3 F2B F2 Dead
    [98, 68], // F3 F2B B2 B2
    [90, 65], // F3 F2B B2 F1
    [83, 75], // F3 F2B B2 B1
    [114, 96], // F3 F2B B2 Overline
    [103, 81], // F3 F2B B2 Dead
    [60, 54], // F3 F2B F1 F1
    [53, 60], // F3 F2B F1 B1
    [112, 95], // F3 F2B F1 Overline
    [87, 82], // F3 F2B F1 Dead
    [100, 101], // F3 F2B B1 B1
    [110, 93], // F3 F2B B1 Overline
    [110, 108], // F3 F2B B1 Dead
    [109, 92], // F3 F2B Overline Overline
    [109, 92], // F3 F2B Overline Dead
    [95, 89], // F3 F2B Dead Dead
    [152, 129], // F3 F2A F2A F2A
    [165, 142], // F3 F2A F2A F2
    [136, 79], // F3 F2A F2A B2
    [166, 98], // F3 F2A F2A F1
    [136, 83], // F3 F2A F2A B1
    [124, 104], // F3 F2A F2A Overline
    [134, 103], // F3 F2A F2A Dead
    [129, 109], // F3 F2A F2 F2
    [47, 48], // F3 F2A F2 B2
    [61, 40], // F3 F2A F2 F1
    [87, 71], // F3 F2A F2 B1
    [124, 104], // F3 F2A F2 Overline
    [128, 118], // F3 F2A F2 Dead
    [86, 101], // F3 F2A B2 B2
    [101, 85], // F3 F2A B2 F1
    [94, 85], // F3 F2A B2 B1
    [114, 96], // F3 F2A B2 Overline
    [97, 82], // F3 F2A B2 Dead
    [95, 80], // F3 F2A F1 F1
    [97, 85], // F3 F2A F1 B1
    [112, 95], // F3 F2A F1 Overline
    [114, 94], // F3 F2A F1 Dead
    [113, 103], // F3 F2A B1 B1
    [110, 93], // F3 F2A B1 Overline
    [82, 75], // F3 F2A B1 Dead
    [109, 92], // F3 F2A Overline Overline
    [109, 92], // F3 F2A Overline Dead
    [95, 88], // F3 F2A Dead Dead
    [158, 126], // F3 F2 F2 F2
    [110, 122], // F3 F2 F2 B2
    [114, 82], // F3 F2 F2 F1
    [127, 100], // F3 F2 F2 B1
    [124, 104], // F3 F2 F2 Overline
    [113, 112], // F3 F2 F2 Dead
    [109, 92], // F3 F2 B2 B2
    [77, 71], // F3 F2 B2 F1
    [90, 86], // F3 F2 B2 B1
    [114, 96], // F3 F2 B2 Overline
    [102, 87], // F3 F2 B2 Dead
    [98, 84], // F3 F2 F1 F1
    [87, 78], // F3 F2 F1 B1
    [112, 95], // F3 F2 F1 Overline
    [100, 88], // F3 F2 F1 Dead
    [73, 64], // F3 F2 B1 B1
    [110, 93], // F3 F2 B1 Overline
    [89, 76], // F3 F2 B1 Dead
    [109, 92], // F3 F2 Overline Overline
    [109, 92], // F3 F2 Overline Dead
    [87, 73], // F3 F2 Dead Dead
    [86, 66], // F3 B2 B2 B2
    [84, 76], // F3 B2 B2 F1
    [89, 76], // F3 B2 B2 B1
    [86, 72], // F3 B2 B2 Overline
    [85, 70], // F3 B2 B2 Dead
    [71, 62], // F3 B2 F1 F1
    [80, 69], // F3 B2 F1 B1
    [84, 71], // F3 B2 F1 Overline
    [88, 73], // F3 B2 F1 Dead
    [90, 69], // F3 B2 B1 B1
    [82, 69], // F3 B2 B1 Overline
    [78, 65], // F3 B2 B1 Dead
    [81, 68], // F3 B2 Overline Overline
    [81, 68], // F3 B2 Overline Dead
    [73, 55], // F3 B2 Dead Dead
    [72, 54], // F3 F1 F1 F1
    [83, 67], // F3 F1 F1 B1
    [83, 70], // F3 F1 F1 Overline
    [80, 64], // F3 F1 F1 Dead
    [80, 62], // F3 F1 B1 B1
    [81, 68], // F3 F1 B1 Overline
    [82, 65], // F3 F1 B1 Dead
    [79, 67], // F3 F1 Overline Overline
    [79, 67], // F3 F1 Overline Dead
    [77, 62], // F3 F1 Dead Dead
    [61, 45], // F3 B1 B1 B1
    [78, 66], // F3 B1 B1 Overline
    [75, 65], // F3 B1 B1 Dead
    [77, 65], // F3 B1 Overline Overline
    [77, 65], // F3 B1 Overline Dead
    [58, 48], // F3 B1 Dead Dead
    [76, 64], // F3 Overline Overline Overline
    [76, 64], // F3 Overline Overline Dead
    [76, 64], // F3 Overline Dead Dead
    [57, 45], // F3 Dead Dead Dead
    [125, 94], // B3 B3 B3 B3
    [133, 104], // B3 B3 B3 F2B
    [102, 100], // B3 B3 B3 F2A
    [95, 79], // B3 B3 B3 F2
    [110, 99], // B3 B3 B3 B2
    [92, 81], // B3 B3 B3 F1
    [148, 129], // B3 B3 B3 B1
    [78, 66], // B3 B3 B3 Overline
    [94, 78], // B3 B3 B3 Dead
    [104, 49], // B3 B3 F2B F2B
    [74, 38], // B3 B3 F2B F2A
    [85, 71], // B3 B3 F2B F2
    [128, 104], // B3 B3 F2B B2
    [75, 76], // B3 B3 F2B F1
    [94, 90], // B3 B3 F2B B1
    [76, 64], // B3 B3 F2B Overline
    [90, 70], // B3 B3 F2B Dead
    [33, -4], // B3 B3 F2A F2A
    [61, 41], // B3 B3 F2A F2
    [77, 64], // B3 B3 F2A B2
    [55, 47], // B3 B3 F2A F1
    [100, 89], // B3 B3 F2A B1
    [76, 64], // B3 B3 F2A Overline
    [96, 85], // B3 B3 F2A Dead
    [117, 100], // B3 B3 F2 F2
    [104, 83], // B3 B3 F2 B2
    [86, 77], // B3 B3 F2 F1
    [59, 47], // B3 B3 F2 B1
    [76, 64], // B3 B3 F2 Overline
    [85, 58], // B3 B3 F2 Dead
    [92, 85], // B3 B3 B2 B2
    [74, 58], // B3 B3 B2 F1
    [90, 79], // B3 B3 B2 B1
    [66, 56], // B3 B3 B2 Overline
    [59, 46], // B3 B3 B2 Dead
    [63, 56], // B3 B3 F1 F1
    [61, 51], // B3 B3 F1 B1
    [65, 55], // B3 B3 F1 Overline
    [52, 43], // B3 B3 F1 Dead
    [53, 55], // B3 B3 B1 B1
    [63, 53], // B3 B3 B1 Overline
    [62, 54], // B3 B3 B1 Dead
    [62, 52], // B3 B3 Overline Overline
    [62, 52], // B3 B3 Overline Dead
    [40, 31], // B3 B3 Dead Dead
    [95, 39], // B3 F2B F2B F2B
    [104, 103], // B3 F2B F2B F2A
    [137, 162], // B3 F2B F2B F2
    [61, 64], // B3 F2B F2B B2
    [36, 23], // B3 F2B F2B F1
    [68, 59], // B3 F2B F2B B1
    [73, 62], // B3 F2B F2B Overline
    [115, 100], // B3 F2B F2B Dead
    [12, 43], // B3 F2B F2A F2A
    [85, 69], // B3 F2B F2A F2
    [110, 82], // B3 F2B F2A B2
    [35, 24], // B3 F2B F2A F1
    [36, 37], // B3 F2B F2A B1
    [73, 62], // B3 F2B F2A Overline
    [101, 82], // B3 F2B F2A Dead
    [51, -1], // B3 F2B F2 F2
    [69, 59], // B3 F2B F2 B2
    [90, 78], // B3 F2B F2 F1
    [75, 62], // B3 F2B F2 B1
    [73, 62], // B3 F2B F2 Overline
    [89, 78], // B3 F2B F2 Dead
    [77, 59], // B3 F2B B2 B2
    [43, 31], // B3 F2B B2 F1
    [66, 62], // B3 F2B B2 B1
    [64, 54], // B3 F2B B2 Overline
    [61, 50], // B3 F2B B2 Dead
    [47, 42], // B3 F2B F1 F1
    [53, 45], // B3 F2B F1 B1
    [63, 53], // B3 F2B F1 Overline
    [51, 44], // B3 F2B F1 Dead
    [37, 31], // B3 F2B B1 B1
    [60, 51], // B3 F2B B1 Overline
    [68, 57], // B3 F2B B1 Dead
    [59, 50], // B3 F2B Overline Overline
    [59, 50], // B3 F2B Overline Dead
    [52, 47], // B3 F2B Dead Dead
    [88, 64], // B3 F2A F2A F2A
    [47, 34], // B3 F2A F2A F2
    [26, 13], // B3 F2A F2A B2
    [59, 38], // B3 F2A F2A F1
    [89, 76], // B3 F2A F2A B1
    [73, 62], // B3 F2A F2A Overline
    [99, 82], // B3 F2A F2A Dead
    [64, 42], // B3 F2A F2 F2
    [50, 38], // B3 F2A F2 B2
    [51, 38], // B3 F2A F2 F1
    [88, 74], // B3 F2A F2 B1
    [73, 62], // B3 F2A F2 Overline
    [92, 73], // B3 F2A F2 Dead
    [55, 47], // B3 F2A B2 B2
    [45, 41], // B3 F2A B2 F1
    [76, 64], // B3 F2A B2 B1
    [64, 54], // B3 F2A B2 Overline
    [66, 58], // B3 F2A B2 Dead
    [42, 37], // B3 F2A F1 F1
    [51, 45], // B3 F2A F1 B1
    [63, 53], // B3 F2A F1 Overline
    [54, 50], // B3 F2A F1 Dead
    [50, 45], // B3 F2A B1 B1
    [60, 51], // B3 F2A B1 Overline
    [58, 47], // B3 F2A B1 Dead
    [59, 50], // B3 F2A Overline Overline
    [59, 50], // B3 F2A Overline Dead
    [54, 42], // B3 F2A Dead Dead
    [83, 84], // B3 F2 F2 F2
    [98, 91], // B3 F2 F2 B2
    [66, 61], // B3 F2 F2 F1
    [66, 50], // B3 F2 F2 B1
    [73, 62], // B3 F2 F2 Overline
    [71, 56], // B3 F2 F2 Dead
    [73, 68], // B3 F2 B2 B2
    [61, 52], // B3 F2 B2 F1
    [67, 61], // B3 F2 B2 B1
    [64, 54], // B3 F2 B2 Overline
    [63, 51], // B3 F2 B2 Dead
    [54, 46], // B3 F2 F1 F1
    [46, 41], // B3 F2 F1 B1
    [63, 53], // B3 F2 F1 Overline
    [54, 44], // B3 F2 F1 Dead
    [41, 36], // B3 F2 B1 B1
    [60, 51], // B3 F2 B1 Overline
    [52, 47], // B3 F2 B1 Dead
    [59, 50], // B3 F2 Overline Overline
    [59, 50], // B3 F2 Overline Dead
    [43, 34], // B3 F2 Dead Dead
    [44, 46], // B3 B2 B2 B2
    [42, 38], // B3 B2 B2 F1
    [55, 54], // B3 B2 B2 B1
    [30, 26], // B3 B2 B2 Overline
    [27, 19], // B3 B2 B2 Dead
    [32, 28], // B3 B2 F1 F1
    [36, 32], // B3 B2 F1 B1
    [30, 25], // B3 B2 F1 Overline
    [29, 24], // B3 B2 F1 Dead
    [48, 42], // B3 B2 B1 B1
    [27, 23], // B3 B2 B1 Overline
    [38, 32], // B3 B2 B1 Dead
    [26, 22], // B3 B2 Overline Overline
    [26, 22], // B3 B2 Overline Dead
    [26, 22], // B3 B2 Dead Dead
    [24, 20], // B3 F1 F1 F1
    [25, 21], // B3 F1 F1 B1
    [28, 24], // B3 F1 F1 Overline
    [26, 23], // B3 F1 F1 Dead
    [30, 25], // B3 F1 B1 B1
    [26, 22], // B3 F1 B1 Overline
    [28, 24], // B3 F1 B1 Dead
    [25, 21], // B3 F1 Overline Overline
    [25, 21], // B3 F1 Overline Dead
    [21, 17], // B3 F1 Dead Dead
    [34, 30], // B3 B1 B1 B1
    [24, 20], // B3 B1 B1 Overline
    [30, 24], // B3 B1 B1 Dead
    [22, 19], // B3 B1 Overline Overline
    [22, 19], // B3 B1 Overline Dead
    [24, 20], // B3 B1 Dead Dead
    [21, 18], // B3 Overline Overline Overline
    [21, 18], // B3 Overline Overline Dead
    [21, 18], // B3 Overline Dead Dead
    [22, 18], // B3 Dead Dead Dead
    [108, 76], // F2B F2B F2B F2B
    [40, 33], // F2B F2B F2B F2A
    [110, 123], // F2B F2B F2B F2
    [81, 71], // F2B F2B F2B B2
    [108, 69], // F2B F2B F2B F1
    [37, 15], // F2B F2B F2B B1
    [62, 52], // F2B F2B F2B Overline
    [66, 77], // F2B F2B F2B Dead
    [97, 118], // F2B F2B F2A F2A
    [92, 29], // F2B F2B F2A F2
    [34, 26], // F2B F2B F2A B2
    [65, 36], // F2B F2B F2A F1
    [53, 41], // F2B F2B F2A B1
    [62, 52], // F2B F2B F2A Overline
    [72, 20], // F2B F2B F2A Dead
    [56, 8], // F2B F2B F2 F2
    [111, 111], // F2B F2B F2 B2
    [49, 24], // F2B F2B F2 F1
    [36, 36], // F2B F2B F2 B1
    [62, 52], // F2B F2B F2 Overline
    [122, 82], // F2B F2B F2 Dead
    [82, 69], // F2B F2B B2 B2
    [57, 43], // F2B F2B B2 F1
    [45, 40], // F2B F2B B2 B1
    [52, 44], // F2B F2B B2 Overline
    [76, 55], // F2B F2B B2 Dead
    [49, 40], // F2B F2B F1 F1
    [17, 12], // F2B F2B F1 B1
    [50, 43], // F2B F2B F1 Overline
    [30, 7], // F2B F2B F1 Dead
    [45, 48], // F2B F2B B1 B1
    [48, 41], // F2B F2B B1 Overline
    [36, 42], // F2B F2B B1 Dead
    [48, 40], // F2B F2B Overline Overline
    [48, 40], // F2B F2B Overline Dead
    [36, 25], // F2B F2B Dead Dead
    [68, 56], // F2B F2A F2A F2A
    [61, 64], // F2B F2A F2A F2
    [61, 54], // F2B F2A F2A B2
    [87, 47], // F2B F2A F2A F1
    [40, 24], // F2B F2A F2A B1
    [62, 52], // F2B F2A F2A Overline
    [93, 75], // F2B F2A F2A Dead
    [60, 29], // F2B F2A F2 F2
    [43, 47], // F2B F2A F2 B2
    [39, 29], // F2B F2A F2 F1
    [61, 51], // F2B F2A F2 B1
    [62, 52], // F2B F2A F2 Overline
    [73, 55], // F2B F2A F2 Dead
    [73, 58], // F2B F2A B2 B2
    [38, 29], // F2B F2A B2 F1
    [33, 32], // F2B F2A B2 B1
    [52, 44], // F2B F2A B2 Overline
    [56, 38], // F2B F2A B2 Dead
    [36, 41], // F2B F2A F1 F1
    [30, 26], // F2B F2A F1 B1
    [50, 43], // F2B F2A F1 Overline
    [39, 32], // F2B F2A F1 Dead
    [46, 42], // F2B F2A B1 B1
    [48, 41], // F2B F2A B1 Overline
    [47, 47], // F2B F2A B1 Dead
    [48, 40], // F2B F2A Overline Overline
    [48, 40], // F2B F2A Overline Dead
    [56, 46], // F2B F2A Dead Dead
    [74, 59], // F2B F2 F2 F2
    [90, 81], // F2B F2 F2 B2
    [72, 65], // F2B F2 F2 F1
    [44, 33], // F2B F2 F2 B1
    [62, 52], // F2B F2 F2 Overline
    [71, 60], // F2B F2 F2 Dead
    [52, 44], // F2B F2 B2 B2
    [53, 47], // F2B F2 B2 F1
    [33, 29], // F2B F2 B2 B1
    [52, 44], // F2B F2 B2 Overline
    [62, 53], // F2B F2 B2 Dead
    [37, 35], // F2B F2 F1 F1
    [36, 31], // F2B F2 F1 B1
    [50, 43], // F2B F2 F1 Overline
    [44, 36], // F2B F2 F1 Dead
    [38, 36], // F2B F2 B1 B1
    [48, 41], // F2B F2 B1 Overline
    [50, 40], // F2B F2 B1 Dead
    [48, 40], // F2B F2 Overline Overline
    [48, 40], // F2B F2 Overline Dead
    [46, 38], // F2B F2 Dead Dead
    [28, 19], // F2B B2 B2 B2
    [30, 24], // F2B B2 B2 F1
    [21, 24], // F2B B2 B2 B1
    [26, 22], // F2B B2 B2 Overline
    [29, 24], // F2B B2 B2 Dead
    [24, 21], // F2B B2 F1 F1
    [20, 22], // F2B B2 F1 B1
    [25, 21], // F2B B2 F1 Overline
    [28, 23], // F2B B2 F1 Dead
    [38, 38], // F2B B2 B1 B1
    [22, 19], // F2B B2 B1 Overline
    [33, 32], // F2B B2 B1 Dead
    [21, 18], // F2B B2 Overline Overline
    [21, 18], // F2B B2 Overline Dead
    [25, 22], // F2B B2 Dead Dead
    [11, 11], // F2B F1 F1 F1
    [26, 23], // F2B F1 F1 B1
    [24, 20], // F2B F1 F1 Overline
    [11, 13], // F2B F1 F1 Dead
    [39, 35], // F2B F1 B1 B1
    [21, 18], // F2B F1 B1 Overline
    [24, 22], // F2B F1 B1 Dead
    [20, 17], // F2B F1 Overline Overline
    [20, 17], // F2B F1 Overline Dead
    [37, 30], // F2B F1 Dead Dead
    [32, 30], // F2B B1 B1 B1
    [19, 16], // F2B B1 B1 Overline
    [39, 35], // F2B B1 B1 Dead
    [17, 15], // F2B B1 Overline Overline
    [17, 15], // F2B B1 Overline Dead
    [22, 20], // F2B B1 Dead Dead
    [16, 14], // F2B Overline Overline Overline
    [16, 14], // F2B Overline Overline Dead
    [16, 14], // F2B Overline Dead Dead
    [27, 24], // F2B Dead Dead Dead
    [63, 50], // F2A F2A F2A F2A
    [31, 8], // F2A F2A F2A F2
    [-6, -39], // F2A F2A F2A B2
    [62, 53], // F2A F2A F2A F1
    [-8, -2], // F2A F2A F2A B1
    [62, 52], // F2A F2A F2A Overline
    [63, 50], // F2A F2A F2A Dead
    [80, 59], // F2A F2A F2 F2
    [63, 66], // F2A F2A F2 B2
    [-17, -17], // F2A F2A F2 F1
    [56, 31], // F2A F2A F2 B1
    [62, 52], // F2A F2A F2 Overline
    [85, 70], // F2A F2A F2 Dead
    [57, 32], // F2A F2A B2 B2
    [56, 53], // F2A F2A B2 F1
    [42, 33], // F2A F2A B2 B1
    [52, 44], // F2A F2A B2 Overline
    [40, 34], // F2A F2A B2 Dead
    [28, 24], // F2A F2A F1 F1
    [30, 31], // F2A F2A F1 B1
    [50, 43], // F2A F2A F1 Overline
    [49, 41], // F2A F2A F1 Dead
    [48, 50], // F2A F2A B1 B1
    [48, 41], // F2A F2A B1 Overline
    [31, 22], // F2A F2A B1 Dead
    [48, 40], // F2A F2A Overline Overline
    [48, 40], // F2A F2A Overline Dead
    [67, 68], // F2A F2A Dead Dead
    [129, 135], // F2A F2 F2 F2
    [93, 93], // F2A F2 F2 B2
    [35, 28], // F2A F2 F2 F1
    [51, 50], // F2A F2 F2 B1
    [62, 52], // F2A F2 F2 Overline
    [51, 38], // F2A F2 F2 Dead
    [72, 64], // F2A F2 B2 B2
    [43, 40], // F2A F2 B2 F1
    [58, 48], // F2A F2 B2 B1
    [52, 44], // F2A F2 B2 Overline
    [57, 49], // F2A F2 B2 Dead
    [37, 34], // F2A F2 F1 F1
    [31, 28], // F2A F2 F1 B1
    [50, 43], // F2A F2 F1 Overline
    [49, 44], // F2A F2 F1 Dead
    [38, 28], // F2A F2 B1 B1
    [48, 41], // F2A F2 B1 Overline
    [35, 28], // F2A F2 B1 Dead
    [48, 40], // F2A F2 Overline Overline
    [48, 40], // F2A F2 Overline Dead
    [43, 36], // F2A F2 Dead Dead
    [36, 23], // F2A B2 B2 B2
    [21, 19], // F2A B2 B2 F1
    [48, 43], // F2A B2 B2 B1
    [26, 22], // F2A B2 B2 Overline
    [28, 28], // F2A B2 B2 Dead
    [23, 22], // F2A B2 F1 F1
    [22, 18], // F2A B2 F1 B1
    [25, 21], // F2A B2 F1 Overline
    [23, 22], // F2A B2 F1 Dead
    [22, 12], // F2A B2 B1 B1
    [22, 19], // F2A B2 B1 Overline
    [30, 26], // F2A B2 B1 Dead
    [21, 18], // F2A B2 Overline Overline
    [21, 18], // F2A B2 Overline Dead
    [28, 24], // F2A B2 Dead Dead
    [21, 21], // F2A F1 F1 F1
    [21, 18], // F2A F1 F1 B1
    [24, 20], // F2A F1 F1 Overline
    [23, 20], // F2A F1 F1 Dead
    [15, 8], // F2A F1 B1 B1
    [21, 18], // F2A F1 B1 Overline
    [21, 20], // F2A F1 B1 Dead
    [20, 17], // F2A F1 Overline Overline
    [20, 17], // F2A F1 Overline Dead
    [25, 19], // F2A F1 Dead Dead
    [6, -4], // F2A B1 B1 B1
    [19, 16], // F2A B1 B1 Overline
    [19, 12], // F2A B1 B1 Dead
    [17, 15], // F2A B1 Overline Overline
    [17, 15], // F2A B1 Overline Dead
    [23, 18], // F2A B1 Dead Dead
    [16, 14], // F2A Overline Overline Overline
    [16, 14], // F2A Overline Overline Dead
    [16, 14], // F2A Overline Dead Dead
    [21, 19], // F2A Dead Dead Dead
    [96, 79], // F2 F2 F2 F2
    [48, 75], // F2 F2 F2 B2
    [75, 68], // F2 F2 F2 F1
    [33, 58], // F2 F2 F2 B1
    [62, 52], // F2 F2 F2 Overline
    [49, 46], // F2 F2 F2 Dead
    [64, 63], // F2 F2 B2 B2
    [56, 51], // F2 F2 B2 F1
    [41, 29], // F2 F2 B2 B1
    [52, 44], // F2 F2 B2 Overline
    [54, 47], // F2 F2 B2 Dead
    [50, 44], // F2 F2 F1 F1
    [46, 41], // F2 F2 F1 B1
    [50, 43], // F2 F2 F1 Overline
    [41, 34], // F2 F2 F1 Dead
    [33, 26], // F2 F2 B1 B1
    [48, 41], // F2 F2 B1 Overline
    [30, 26], // F2 F2 B1 Dead
    [48, 40], // F2 F2 Overline Overline
    [48, 40], // F2 F2 Overline Dead
    [53, 46], // F2 F2 Dead Dead
    [34, 33], // F2 B2 B2 B2
    [37, 37], // F2 B2 B2 F1
    [36, 32], // F2 B2 B2 B1
    [26, 22], // F2 B2 B2 Overline
    [36, 30], // F2 B2 B2 Dead
    [31, 29], // F2 B2 F1 F1
    [27, 24], // F2 B2 F1 B1
    [25, 21], // F2 B2 F1 Overline
    [31, 29], // F2 B2 F1 Dead
    [23, 18], // F2 B2 B1 B1
    [22, 19], // F2 B2 B1 Overline
    [26, 24], // F2 B2 B1 Dead
    [21, 18], // F2 B2 Overline Overline
    [21, 18], // F2 B2 Overline Dead
    [21, 17], // F2 B2 Dead Dead
    [25, 23], // F2 F1 F1 F1
    [25, 23], // F2 F1 F1 B1
    [24, 20], // F2 F1 F1 Overline
    [26, 21], // F2 F1 F1 Dead
    [18, 18], // F2 F1 B1 B1
    [21, 18], // F2 F1 B1 Overline
    [20, 17], // F2 F1 B1 Dead
    [20, 17], // F2 F1 Overline Overline
    [20, 17], // F2 F1 Overline Dead
    [23, 20], // F2 F1 Dead Dead
    [30, 33], // F2 B1 B1 B1
    [19, 16], // F2 B1 B1 Overline
    [19, 15], // F2 B1 B1 Dead
    [17, 15], // F2 B1 Overline Overline
    [17, 15], // F2 B1 Overline Dead
    [27, 24], // F2 B1 Dead Dead
    [16, 14], // F2 Overline Overline Overline
    [16, 14], // F2 Overline Overline Dead
    [16, 14], // F2 Overline Dead Dead
    [24, 21], // F2 Dead Dead Dead
    [6, 4], // B2 B2 B2 B2
    [20, 18], // B2 B2 B2 F1
    [16, 15], // B2 B2 B2 B1
    [14, 12], // B2 B2 B2 Overline
    [13, 10], // B2 B2 B2 Dead
    [21, 21], // B2 B2 F1 F1
    [15, 15], // B2 B2 F1 B1
    [12, 11], // B2 B2 F1 Overline
    [13, 12], // B2 B2 F1 Dead
    [18, 17], // B2 B2 B1 B1
    [10, 9], // B2 B2 B1 Overline
    [15, 15], // B2 B2 B1 Dead
    [10, 8], // B2 B2 Overline Overline
    [10, 8], // B2 B2 Overline Dead
    [13, 13], // B2 B2 Dead Dead
    [18, 18], // B2 F1 F1 F1
    [14, 14], // B2 F1 F1 B1
    [12, 10], // B2 F1 F1 Overline
    [18, 16], // B2 F1 F1 Dead
    [10, 7], // B2 F1 B1 B1
    [10, 8], // B2 F1 B1 Overline
    [13, 12], // B2 F1 B1 Dead
    [8, 7], // B2 F1 Overline Overline
    [8, 7], // B2 F1 Overline Dead
    [15, 15], // B2 F1 Dead Dead
    [12, 5], // B2 B1 B1 B1
    [7, 6], // B2 B1 B1 Overline
    [6, 3], // B2 B1 B1 Dead
    [6, 5], // B2 B1 Overline Overline
    [6, 5], // B2 B1 Overline Dead
    [17, 15], // B2 B1 Dead Dead
    [5, 4], // B2 Overline Overline Overline
    [5, 4], // B2 Overline Overline Dead
    [5, 4], // B2 Overline Dead Dead
    [17, 16], // B2 Dead Dead Dead
    [15, 14], // F1 F1 F1 F1
    [16, 15], // F1 F1 F1 B1
    [10, 9], // F1 F1 F1 Overline
    [15, 13], // F1 F1 F1 Dead
    [14, 13], // F1 F1 B1 B1
    [8, 7], // F1 F1 B1 Overline
    [13, 12], // F1 F1 B1 Dead
    [7, 6], // F1 F1 Overline Overline
    [7, 6], // F1 F1 Overline Dead
    [12, 11], // F1 F1 Dead Dead
    [10, 6], // F1 B1 B1 B1
    [6, 5], // F1 B1 B1 Overline
    [16, 15], // F1 B1 B1 Dead
    [5, 4], // F1 B1 Overline Overline
    [5, 4], // F1 B1 Overline Dead
    [16, 15], // F1 B1 Dead Dead
    [3, 3], // F1 Overline Overline Overline
    [3, 3], // F1 Overline Overline Dead
    [3, 3], // F1 Overline Dead Dead
    [16, 16], // F1 Dead Dead Dead
    [57, 41], // B1 B1 B1 B1
    [3, 3], // B1 B1 B1 Overline
    [27, 27], // B1 B1 B1 Dead
    [2, 2], // B1 B1 Overline Overline
    [2, 2], // B1 B1 Overline Dead
    [13, 10], // B1 B1 Dead Dead
    [1, 1], // B1 Overline Overline Overline
    [1, 1], // B1 Overline Overline Dead
    [1, 1], // B1 Overline Dead Dead
    [16, 15], // B1 Dead Dead Dead
    [0, 0], // Overline Overline Overline Overline
    [0, 0], // Overline Overline Overline Dead
    [0, 0], // Overline Overline Dead Dead
    [0, 0], // Overline Dead Dead Dead
    [18, 17], // Dead Dead Dead Dead
];

/// By the colour to move (black first), the threat for it (rows) and the threat for
/// the side waiting (columns), in the order of `Threat`.
#[rustfmt::skip]
pub static PAIRS: Pairs = [
    [
        [0, 0, 4, 3, 14, 11, 22, 23, 80, 18, 11, 27, 210, 0], // None
        [33, 0, 28, 38, 2, 7, -58, 4, -25, -56, -71, 3, -38, 0], // Forbidden
        [-4, 0, 0, -2, 4, 2, 18, 19, 63, 2, -18, 5, 199, 0], // Flex2
        [-6, 0, -1, 0, 5, 6, 13, 22, 88, 0, -7, 36, 204, 0], // Block3
        [-12, 0, -5, -23, -5, -14, 4, 4, 93, -38, -51, 49, 148, 0], // Flex2x2
        [-14, 0, -5, -10, -4, -1, 18, 18, 108, -31, -28, 55, 190, 0], // Block3Plus
        [-24, 0, -25, -18, -26, -23, -4, -12, 61, -13, -15, 74, 255, 0], // Flex3
        [-15, 0, -14, -29, -16, -15, 10, 8, 125, -45, -49, 124, 274, 0], // Flex3Plus
        [-121, 0, -88, -141, -71, -163, -175, -173, -19, -232, -177, -45, -122, 0], // Flex3x2
        [-31, 0, -23, -24, -23, -20, -1, 17, 120, 4, 30, 120, 304, 0], // Block4
        [-32, 0, -23, -15, -4, -5, 12, 58, 133, -7, 41, 80, 325, 0], // Block4Plus
        [-95, 0, -83, -61, 6, -17, -37, 1, 0, -28, -25, 0, -8, 0], // Block4Flex3
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Flex4
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Five
    ],
    [
        [1, -42, 3, 6, 8, 9, 14, 1, 82, 13, -1, 39, 206, 0], // None
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Forbidden
        [-6, -46, -1, 1, 3, 1, 16, 1, 85, 5, -9, 47, 205, 0], // Flex2
        [-5, -50, -2, -2, 15, 5, 10, 16, 142, 5, -14, 61, 214, 0], // Block3
        [-18, -51, -11, -11, -8, -5, 18, 7, 88, 3, -31, 41, 206, 0], // Flex2x2
        [-17, -16, -8, -12, 11, -4, 13, 10, 143, -3, -16, 60, 218, 0], // Block3Plus
        [-34, 69, -29, -28, -16, -28, -15, -10, 157, -23, -27, 97, 262, 0], // Flex3
        [-36, 17, -29, -29, -4, -30, -1, -6, 146, -38, -50, 54, 262, 0], // Flex3Plus
        [-127, 6, -87, -121, -63, -124, -90, -187, 0, -161, -94, 10, -2, 0], // Flex3x2
        [-35, 0, -22, -16, 16, 11, -6, 41, 62, -15, 11, 77, 261, 0], // Block4
        [-46, 0, -22, -19, 13, -2, -10, 54, 21, -17, 16, 39, 237, 0], // Block4Plus
        [-71, 0, -15, -34, 3, -27, -41, -19, 0, -3, -18, 0, 3, 0], // Block4Flex3
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Flex4
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Five
    ],
];

/// By the colour to move (black first) and the threat mask (`Board::threat_mask`), sixteen masks a line.
#[rustfmt::skip]
pub static MASKS: Masks = [
    [
        -7, 0, 0, 0, 0, 0, 0, 0, -35, 0, 0, 0, 0, 0, 0, 0,
        -32, 0, 0, 0, 0, 0, 0, 0, -91, 0, 0, 0, 0, 0, 0, 0,
        -46, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -17, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0,
        -69, 0, 0, 0, 0, 0, 0, 0, -31, 0, 0, 0, 0, 0, 0, 0,
        -66, 0, 0, 0, 0, 0, 0, 0, -56, 0, 0, 0, 0, 0, 0, 0,
        -90, 0, 0, 0, 0, 0, 0, 0, -17, 0, 0, 0, 0, 0, 0, 0,
        -55, 0, 0, 0, 0, 0, 0, 0, -24, 0, 0, 0, 0, 0, 0, 0,
        45, 0, 0, 0, 7, 0, 0, 0, 9, 0, 0, 0, -11, 0, 0, 0,
        22, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 9, 0, 0, 0, 3, 0, 0, 0,
        -6, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -34, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0,
        41, 0, 0, 0, 29, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0,
        33, 0, 0, 0, 1, 0, 0, 0, 33, 0, 0, 0, 41, 0, 0, 0,
        5, 0, 0, 0, 33, 0, 0, 0, 2, 0, 0, 0, 9, 0, 0, 0,
        -16, 0, 0, 0, 53, 0, 0, 0, 2, 0, 0, 0, 31, 0, 0, 0,
        -3, 0, 0, 0, 10, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0,
        7, 0, 0, 0, -3, 0, 0, 0, -12, 0, 0, 0, -1, 0, 0, 0,
        14, 0, 0, 0, 84, 0, 0, 0, -6, 0, 0, 0, 6, 0, 0, 0,
        -7, 0, 0, 0, 96, 0, 0, 0, -22, 0, 0, 0, 61, 0, 0, 0,
        29, 0, 0, 0, 85, 0, 0, 0, -14, 0, 0, 0, 12, 0, 0, 0,
        33, 0, 0, 0, 85, 0, 0, 0, 9, 0, 0, 0, 41, 0, 0, 0,
        61, 0, 0, 0, 24, 0, 0, 0, 26, 0, 0, 0, 17, 0, 0, 0,
        23, 0, 0, 0, 66, 0, 0, 0, 14, 0, 0, 0, 12, 0, 0, 0,
        7, 0, 0, 0, -1, 0, 0, 0, 6, 0, 0, 0, -3, 0, 0, 0,
        20, 0, 0, 0, -20, 0, 0, 0, 44, 0, 0, 0, 3, 0, 0, 0,
        15, 0, 0, 0, 46, 0, 0, 0, 13, 0, 0, 0, 10, 0, 0, 0,
        14, 0, 0, 0, 39, 0, 0, 0, 15, 0, 0, 0, 67, 0, 0, 0,
        31, 0, 0, 0, 65, 0, 0, 0, 9, 0, 0, 0, -36, 0, 0, 0,
        39, 0, 0, 0, 48, 0, 0, 0, 47, 0, 0, 0, 22, 0, 0, 0,
        -32, 0, 0, 0, 0, 0, 0, 0, -7, 0, 0, 0, 0, 0, 0, 0,
        -30, 0, 0, 0, 0, 0, 0, 0, -11, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, -12, 0, 0, 0, 0, 0, 0, 0,
        -17, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0,
        4, 0, 0, 0, 0, 0, 0, 0, -19, 0, 0, 0, 0, 0, 0, 0,
        -25, 0, 0, 0, 0, 0, 0, 0, -5, 0, 0, 0, 0, 0, 0, 0,
        -5, 0, 0, 0, 0, 0, 0, 0, -9, 0, 0, 0, 0, 0, 0, 0,
        -3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -3, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, -3, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 11, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 7, 0, 0, 0,
        10, 0, 0, 0, 3, 0, 0, 0, -3, 0, 0, 0, 0, 0, 0, 0,
        -3, 0, 0, 0, 3, 0, 0, 0, 48, 0, 0, 0, -5, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0, -6, 0, 0, 0,
        6, 0, 0, 0, 5, 0, 0, 0, -26, 0, 0, 0, -2, 0, 0, 0,
        -3, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, -5, 0, 0, 0, 4, 0, 0, 0, -3, 0, 0, 0,
        1, 0, 0, 0, 13, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0,
        -1, 0, 0, 0, 3, 0, 0, 0, 5, 0, 0, 0, -14, 0, 0, 0,
        2, 0, 0, 0, -23, 0, 0, 0, 11, 0, 0, 0, -12, 0, 0, 0,
        4, 0, 0, 0, 19, 0, 0, 0, 11, 0, 0, 0, -30, 0, 0, 0,
        -18, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0,
        16, 0, 0, 0, 1, 0, 0, 0, 10, 0, 0, 0, -9, 0, 0, 0,
        -3, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 3, 0, 0, 0,
        -6, 0, 0, 0, -9, 0, 0, 0, 7, 0, 0, 0, 5, 0, 0, 0,
        -8, 0, 0, 0, 1, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0,
        -5, 0, 0, 0, -1, 0, 0, 0, 25, 0, 0, 0, 19, 0, 0, 0,
        43, 0, 0, 0, -53, 0, 0, 0, 10, 0, 0, 0, -29, 0, 0, 0,
        20, 0, 0, 0, -31, 0, 0, 0, 64, 0, 0, 0, -35, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0,
        -16, 0, 0, 0, 0, 0, 0, 0, -58, 0, 0, 0, 0, 0, 0, 0,
        -5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -15, 0, 0, 0, 0, 0, 0, 0, -29, 0, 0, 0, 0, 0, 0, 0,
        -52, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        -21, 0, 0, 0, 0, 0, 0, 0, -50, 0, 0, 0, 0, 0, 0, 0,
        -29, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        -12, 0, 0, 0, 0, 0, 0, 0, -34, 0, 0, 0, 0, 0, 0, 0,
        44, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0,
        -13, 0, 0, 0, 3, 0, 0, 0, -4, 0, 0, 0, 13, 0, 0, 0,
        -6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 3, 0, 0, 0, 29, 0, 0, 0, 1, 0, 0, 0,
        15, 0, 0, 0, 0, 0, 0, 0, 11, 0, 0, 0, 0, 0, 0, 0,
        9, 0, 0, 0, 7, 0, 0, 0, 32, 0, 0, 0, 19, 0, 0, 0,
        35, 0, 0, 0, 8, 0, 0, 0, 17, 0, 0, 0, 0, 0, 0, 0,
        38, 0, 0, 0, 8, 0, 0, 0, 74, 0, 0, 0, -9, 0, 0, 0,
        23, 0, 0, 0, 102, 0, 0, 0, -5, 0, 0, 0, -4, 0, 0, 0,
        -17, 0, 0, 0, 27, 0, 0, 0, -30, 0, 0, 0, 22, 0, 0, 0,
        13, 0, 0, 0, -4, 0, 0, 0, 3, 0, 0, 0, -3, 0, 0, 0,
        7, 0, 0, 0, -2, 0, 0, 0, 3, 0, 0, 0, -9, 0, 0, 0,
        7, 0, 0, 0, 166, 0, 0, 0, -2, 0, 0, 0, -5, 0, 0, 0,
        -15, 0, 0, 0, 25, 0, 0, 0, -34, 0, 0, 0, -9, 0, 0, 0,
        9, 0, 0, 0, 12, 0, 0, 0, 12, 0, 0, 0, -34, 0, 0, 0,
        7, 0, 0, 0, 52, 0, 0, 0, 10, 0, 0, 0, 17, 0, 0, 0,
        41, 0, 0, 0, 6, 0, 0, 0, -4, 0, 0, 0, 9, 0, 0, 0,
        24, 0, 0, 0, 35, 0, 0, 0, 25, 0, 0, 0, 45, 0, 0, 0,
        -17, 0, 0, 0, -9, 0, 0, 0, 7, 0, 0, 0, 4, 0, 0, 0,
        14, 0, 0, 0, 7, 0, 0, 0, 45, 0, 0, 0, 27, 0, 0, 0,
        32, 0, 0, 0, 16, 0, 0, 0, 13, 0, 0, 0, 1, 0, 0, 0,
        22, 0, 0, 0, 64, 0, 0, 0, 23, 0, 0, 0, 25, 0, 0, 0,
        10, 0, 0, 0, -39, 0, 0, 0, 20, 0, 0, 0, -45, 0, 0, 0,
        33, 0, 0, 0, 6, 0, 0, 0, 40, 0, 0, 0, -15, 0, 0, 0,
        18, 0, 0, 0, 0, 0, 0, 0, -88, 0, 0, 0, 0, 0, 0, 0,
        -29, 0, 0, 0, 0, 0, 0, 0, -69, 0, 0, 0, 0, 0, 0, 0,
        -12, 0, 0, 0, 0, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0,
        19, 0, 0, 0, 0, 0, 0, 0, 22, 0, 0, 0, 0, 0, 0, 0,
        -16, 0, 0, 0, 0, 0, 0, 0, -64, 0, 0, 0, 0, 0, 0, 0,
        -42, 0, 0, 0, 0, 0, 0, 0, -44, 0, 0, 0, 0, 0, 0, 0,
        -39, 0, 0, 0, 0, 0, 0, 0, -18, 0, 0, 0, 0, 0, 0, 0,
        -36, 0, 0, 0, 0, 0, 0, 0, -17, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 7, 0, 0, 0, -9, 0, 0, 0, -3, 0, 0, 0,
        -17, 0, 0, 0, -3, 0, 0, 0, 50, 0, 0, 0, 7, 0, 0, 0,
        4, 0, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0, -3, 0, 0, 0,
        -9, 0, 0, 0, -5, 0, 0, 0, 14, 0, 0, 0, 9, 0, 0, 0,
        -2, 0, 0, 0, -3, 0, 0, 0, 3, 0, 0, 0, -3, 0, 0, 0,
        -42, 0, 0, 0, 3, 0, 0, 0, 37, 0, 0, 0, 28, 0, 0, 0,
        32, 0, 0, 0, -54, 0, 0, 0, 21, 0, 0, 0, -45, 0, 0, 0,
        24, 0, 0, 0, -29, 0, 0, 0, 59, 0, 0, 0, -57, 0, 0, 0,
        -15, 0, 0, 0, -22, 0, 0, 0, -16, 0, 0, 0, -26, 0, 0, 0,
        -27, 0, 0, 0, -19, 0, 0, 0, -18, 0, 0, 0, -20, 0, 0, 0,
        25, 0, 0, 0, -23, 0, 0, 0, 8, 0, 0, 0, -5, 0, 0, 0,
        35, 0, 0, 0, -10, 0, 0, 0, 37, 0, 0, 0, -52, 0, 0, 0,
        -41, 0, 0, 0, 20, 0, 0, 0, -31, 0, 0, 0, -15, 0, 0, 0,
        -16, 0, 0, 0, -7, 0, 0, 0, -6, 0, 0, 0, -27, 0, 0, 0,
        8, 0, 0, 0, -59, 0, 0, 0, 27, 0, 0, 0, -134, 0, 0, 0,
        16, 0, 0, 0, -63, 0, 0, 0, 27, 0, 0, 0, -90, 0, 0, 0,
        -10, 0, 0, 0, -9, 0, 0, 0, -10, 0, 0, 0, -26, 0, 0, 0,
        25, 0, 0, 0, -4, 0, 0, 0, 16, 0, 0, 0, -23, 0, 0, 0,
        -5, 0, 0, 0, -27, 0, 0, 0, 11, 0, 0, 0, -61, 0, 0, 0,
        21, 0, 0, 0, -47, 0, 0, 0, 55, 0, 0, 0, -48, 0, 0, 0,
        -20, 0, 0, 0, -16, 0, 0, 0, -16, 0, 0, 0, -14, 0, 0, 0,
        14, 0, 0, 0, 25, 0, 0, 0, 19, 0, 0, 0, -17, 0, 0, 0,
        4, 0, 0, 0, -83, 0, 0, 0, 22, 0, 0, 0, -184, 0, 0, 0,
        31, 0, 0, 0, -83, 0, 0, 0, 36, 0, 0, 0, -87, 0, 0, 0,
    ],
    [
        -28, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -32, 0, 0, 0, 0, 0, 0, 0, -30, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        4, 0, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0, 0, 0, 0, 0,
        -53, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -22, 0, 0, 0, 0, 0, 0, 0, -21, 0, 0, 0, 0, 0, 0, 0,
        -7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        4, 0, 0, 0, 0, 0, 0, 0, -6, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, 25, 0, 0, 0, 4, 0, 0, 0, -3, 0, 0, 0,
        0, 0, 0, 0, -4, 0, 0, 0, 19, 0, 0, 0, -5, 0, 0, 0,
        7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, -1, 0, 0, 0, 3, 0, 0, 0, -3, 0, 0, 0,
        6, 0, 0, 0, 15, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        27, 0, 0, 0, 11, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0,
        11, 0, 0, 0, 9, 0, 0, 0, 25, 0, 0, 0, -4, 0, 0, 0,
        -23, 0, 0, 0, 90, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -29, 0, 0, 0, -9, 0, 0, 0, -41, 0, 0, 0, -18, 0, 0, 0,
        2, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -3, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, -4, 0, 0, 0,
        -24, 0, 0, 0, 18, 0, 0, 0, -3, 0, 0, 0, -3, 0, 0, 0,
        -33, 0, 0, 0, 9, 0, 0, 0, -29, 0, 0, 0, -12, 0, 0, 0,
        0, 0, 0, 0, -14, 0, 0, 0, -3, 0, 0, 0, 1, 0, 0, 0,
        -2, 0, 0, 0, 34, 0, 0, 0, -20, 0, 0, 0, -21, 0, 0, 0,
        20, 0, 0, 0, 81, 0, 0, 0, 24, 0, 0, 0, -1, 0, 0, 0,
        9, 0, 0, 0, -12, 0, 0, 0, 14, 0, 0, 0, 2, 0, 0, 0,
        20, 0, 0, 0, 13, 0, 0, 0, 6, 0, 0, 0, -2, 0, 0, 0,
        21, 0, 0, 0, 15, 0, 0, 0, 47, 0, 0, 0, 2, 0, 0, 0,
        12, 0, 0, 0, 48, 0, 0, 0, -7, 0, 0, 0, -9, 0, 0, 0,
        -4, 0, 0, 0, 21, 0, 0, 0, 16, 0, 0, 0, -8, 0, 0, 0,
        62, 0, 0, 0, 22, 0, 0, 0, 11, 0, 0, 0, -31, 0, 0, 0,
        40, 0, 0, 0, -20, 0, 0, 0, 55, 0, 0, 0, -33, 0, 0, 0,
        -8, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0,
        -16, 0, 0, 0, 0, 0, 0, 0, -12, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -39, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -6, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        31, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        9, 0, 0, 0, 0, 0, 0, 0, 17, 0, 0, 0, 0, 0, 0, 0,
        11, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0,
        7, 0, 0, 0, 0, 0, 0, 0, 28, 0, 0, 0, -3, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0,
        13, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -3, 0, 0, 0, 0, 0, 0, 0, 12, 0, 0, 0, 3, 0, 0, 0,
        23, 0, 0, 0, -6, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0,
        11, 0, 0, 0, -6, 0, 0, 0, 23, 0, 0, 0, 13, 0, 0, 0,
        -21, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0,
        -6, 0, 0, 0, 0, 0, 0, 0, -8, 0, 0, 0, -21, 0, 0, 0,
        0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0,
        3, 0, 0, 0, 0, 0, 0, 0, 10, 0, 0, 0, -9, 0, 0, 0,
        6, 0, 0, 0, -16, 0, 0, 0, -2, 0, 0, 0, 5, 0, 0, 0,
        10, 0, 0, 0, -12, 0, 0, 0, 4, 0, 0, 0, -13, 0, 0, 0,
        20, 0, 0, 0, -75, 0, 0, 0, 2, 0, 0, 0, 18, 0, 0, 0,
        42, 0, 0, 0, -46, 0, 0, 0, 23, 0, 0, 0, -47, 0, 0, 0,
        19, 0, 0, 0, 17, 0, 0, 0, -9, 0, 0, 0, -11, 0, 0, 0,
        17, 0, 0, 0, -16, 0, 0, 0, 5, 0, 0, 0, -15, 0, 0, 0,
        -2, 0, 0, 0, -3, 0, 0, 0, 6, 0, 0, 0, -16, 0, 0, 0,
        5, 0, 0, 0, -10, 0, 0, 0, 3, 0, 0, 0, -2, 0, 0, 0,
        31, 0, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0, -7, 0, 0, 0,
        4, 0, 0, 0, -13, 0, 0, 0, 31, 0, 0, 0, -1, 0, 0, 0,
        58, 0, 0, 0, -15, 0, 0, 0, 1, 0, 0, 0, -56, 0, 0, 0,
        34, 0, 0, 0, -76, 0, 0, 0, 68, 0, 0, 0, -57, 0, 0, 0,
        -32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -19, 0, 0, 0, 0, 0, 0, 0, -29, 0, 0, 0, 0, 0, 0, 0,
        -4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -22, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -20, 0, 0, 0, 0, 0, 0, 0, -23, 0, 0, 0, 0, 0, 0, 0,
        -80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -3, 0, 0, 0, 0, 0, 0, 0, -30, 0, 0, 0, 0, 0, 0, 0,
        66, 0, 0, 0, -1, 0, 0, 0, -3, 0, 0, 0, -2, 0, 0, 0,
        -6, 0, 0, 0, 3, 0, 0, 0, -1, 0, 0, 0, 6, 0, 0, 0,
        2, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 6, 0, 0, 0, -3, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -6, 0, 0, 0, 13, 0, 0, 0, -6, 0, 0, 0, 3, 0, 0, 0,
        33, 0, 0, 0, 1, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 2, 0, 0, 0, -1, 0, 0, 0, 6, 0, 0, 0,
        -21, 0, 0, 0, 42, 0, 0, 0, -3, 0, 0, 0, -9, 0, 0, 0,
        -24, 0, 0, 0, -3, 0, 0, 0, -45, 0, 0, 0, 1, 0, 0, 0,
        -8, 0, 0, 0, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -3, 0, 0, 0, 3, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0,
        -17, 0, 0, 0, 91, 0, 0, 0, -1, 0, 0, 0, -3, 0, 0, 0,
        -30, 0, 0, 0, -3, 0, 0, 0, -49, 0, 0, 0, 3, 0, 0, 0,
        -6, 0, 0, 0, 10, 0, 0, 0, 5, 0, 0, 0, 21, 0, 0, 0,
        3, 0, 0, 0, 8, 0, 0, 0, -22, 0, 0, 0, 4, 0, 0, 0,
        34, 0, 0, 0, 91, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0,
        10, 0, 0, 0, 51, 0, 0, 0, 19, 0, 0, 0, 33, 0, 0, 0,
        28, 0, 0, 0, 16, 0, 0, 0, -2, 0, 0, 0, -3, 0, 0, 0,
        8, 0, 0, 0, 8, 0, 0, 0, 18, 0, 0, 0, -2, 0, 0, 0,
        16, 0, 0, 0, 64, 0, 0, 0, -6, 0, 0, 0, -6, 0, 0, 0,
        8, 0, 0, 0, -2, 0, 0, 0, 18, 0, 0, 0, 15, 0, 0, 0,
        53, 0, 0, 0, 7, 0, 0, 0, 30, 0, 0, 0, -27, 0, 0, 0,
        36, 0, 0, 0, 1, 0, 0, 0, 34, 0, 0, 0, -32, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -73, 0, 0, 0, 0, 0, 0, 0,
        -39, 0, 0, 0, 0, 0, 0, 0, -11, 0, 0, 0, 0, 0, 0, 0,
        13, 0, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0, 0, 0, 0, 0,
        12, 0, 0, 0, 0, 0, 0, 0, 28, 0, 0, 0, 0, 0, 0, 0,
        -42, 0, 0, 0, 0, 0, 0, 0, -22, 0, 0, 0, 0, 0, 0, 0,
        -33, 0, 0, 0, 0, 0, 0, 0, 29, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, 21, 0, 0, 0, 0, 0, 0, 0,
        13, 0, 0, 0, 0, 0, 0, 0, 96, 0, 0, 0, 0, 0, 0, 0,
        55, 0, 0, 0, 40, 0, 0, 0, 5, 0, 0, 0, 1, 0, 0, 0,
        15, 0, 0, 0, -6, 0, 0, 0, 50, 0, 0, 0, 0, 0, 0, 0,
        31, 0, 0, 0, 15, 0, 0, 0, 12, 0, 0, 0, -8, 0, 0, 0,
        17, 0, 0, 0, 7, 0, 0, 0, 37, 0, 0, 0, -9, 0, 0, 0,
        32, 0, 0, 0, 4, 0, 0, 0, 14, 0, 0, 0, 0, 0, 0, 0,
        24, 0, 0, 0, -19, 0, 0, 0, 39, 0, 0, 0, 34, 0, 0, 0,
        85, 0, 0, 0, -24, 0, 0, 0, 41, 0, 0, 0, -22, 0, 0, 0,
        84, 0, 0, 0, -21, 0, 0, 0, 68, 0, 0, 0, -39, 0, 0, 0,
        -13, 0, 0, 0, 79, 0, 0, 0, -26, 0, 0, 0, 60, 0, 0, 0,
        -26, 0, 0, 0, -30, 0, 0, 0, -11, 0, 0, 0, -48, 0, 0, 0,
        42, 0, 0, 0, -12, 0, 0, 0, 4, 0, 0, 0, -8, 0, 0, 0,
        17, 0, 0, 0, -25, 0, 0, 0, 36, 0, 0, 0, -58, 0, 0, 0,
        -38, 0, 0, 0, 28, 0, 0, 0, 4, 0, 0, 0, 1, 0, 0, 0,
        -26, 0, 0, 0, -22, 0, 0, 0, -8, 0, 0, 0, -24, 0, 0, 0,
        17, 0, 0, 0, -28, 0, 0, 0, 47, 0, 0, 0, -55, 0, 0, 0,
        22, 0, 0, 0, -92, 0, 0, 0, 54, 0, 0, 0, -114, 0, 0, 0,
        18, 0, 0, 0, 40, 0, 0, 0, 27, 0, 0, 0, -50, 0, 0, 0,
        -6, 0, 0, 0, -44, 0, 0, 0, 13, 0, 0, 0, -29, 0, 0, 0,
        58, 0, 0, 0, -51, 0, 0, 0, -24, 0, 0, 0, -28, 0, 0, 0,
        28, 0, 0, 0, -43, 0, 0, 0, 51, 0, 0, 0, -75, 0, 0, 0,
        5, 0, 0, 0, 25, 0, 0, 0, -10, 0, 0, 0, -59, 0, 0, 0,
        15, 0, 0, 0, -13, 0, 0, 0, 19, 0, 0, 0, -40, 0, 0, 0,
        39, 0, 0, 0, -48, 0, 0, 0, 25, 0, 0, 0, -153, 0, 0, 0,
        33, 0, 0, 0, -80, 0, 0, 0, 38, 0, 0, 0, -112, 0, 0, 0,
    ],
];

/// By the colour to move (black first) and the threat mask before the last move
/// (`Board::threat_mask_before`), sixteen masks a line.
#[rustfmt::skip]
pub static BEFORE: Masks = [
    [
        -7, -5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -19, -4, 0, -2, 0, 0, 0, 0, 1, 12, 0, 8, 0, 0, 0, 0,
        -2, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -4, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        -28, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -7, -4, 0, -1, 0, 0, 0, 0, 3, 2, 0, 0, 0, 0, 0, 0,
        -27, -32, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0,
        -8, 6, 0, 0, 0, 0, 0, 0, 4, -7, 0, 0, 0, 0, 0, 0,
        -10, 0, 0, 0, 2, 0, 0, 0, -4, 0, 0, -8, 0, 0, 0, 0,
        0, 1, 0, 3, 2, 0, 0, 0, -12, -2, 0, -2, 2, 0, 0, 0,
        -5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, -2, -1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0,
        -8, -1, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -19, 2, 0, 0, 2, 0, 0, 0, 2, 1, 0, -6, 0, 0, 0, 0,
        -22, 14, 0, 0, -1, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -7, 13, 0, -4, 2, 0, 0, 0, -4, 1, 0, -4, 4, 0, 0, 0,
        -18, -19, 0, 0, -36, 0, 0, 0, -2, -2, 0, 0, 4, 0, 0, 0,
        -19, -11, 0, 2, 17, 0, 0, 0, 4, 9, 0, 0, 11, 0, 0, 0,
        -2, 2, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 2, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 2, 0, 0, 0,
        -15, -4, 0, 0, -24, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0,
        -4, -7, 0, 0, -3, 0, 0, 0, 7, 1, 0, -3, 6, 0, 0, 0,
        -23, -10, 0, 0, 28, 0, 0, 0, 4, -1, 0, 0, 0, 0, 0, 0,
        -11, -9, 0, 1, -28, 0, 0, 0, 19, -6, 0, -1, 16, 0, 0, 0,
        -50, 6, 0, 0, 5, 0, 0, 0, -21, 6, 0, 0, 6, 0, 0, 0,
        -32, -7, 0, 1, 30, 0, 0, 0, -13, 13, 0, -8, 23, 0, 0, 0,
        -15, -6, 0, 0, -1, 0, 0, 0, -4, 2, 0, -2, 1, 0, 0, 0,
        -8, -9, 0, 4, 1, 0, 0, 0, -15, 3, 0, -3, -1, 0, 0, 0,
        -27, -1, 0, 0, 15, 0, 0, 0, 2, 5, 0, 0, 9, 0, 0, 0,
        -4, -5, 0, -6, 10, 0, 0, 0, -5, 8, 0, 3, 7, 0, 0, 0,
        -48, 39, 0, 0, 23, 0, 0, 0, -2, 13, 0, -1, 8, 0, 0, 0,
        -27, 15, 0, -4, 30, 0, 0, 0, -28, 8, 0, -36, 13, 0, 0, 0,
        -24, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        11, 6, 0, 4, 0, 0, 0, 0, 4, 4, 0, -2, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        6, -1, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0,
        1, 0, 0, -2, 0, 0, 0, 0, -1, 7, 0, -2, 0, 0, 0, 0,
        -30, 15, 0, 0, 0, 0, 0, 0, -1, 2, 0, 0, 0, 0, 0, 0,
        -2, 10, 0, -2, 0, 0, 0, 0, -6, 20, 0, -12, 0, 0, 0, 0,
        -8, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -5, 0, 0, 0, 0, 0, 0, 0, -8, 2, 0, -2, 4, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0,
        -9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, -2, 0, 0, 0,
        -5, 2, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0,
        -1, 9, 0, 2, 8, 0, 0, 0, 1, 9, 0, -2, -4, 0, 0, 0,
        0, -4, 0, 0, -6, 0, 0, 0, -4, -2, 0, 0, 0, 0, 0, 0,
        -9, -1, 0, -1, 4, 0, 0, 0, 11, 5, 0, -9, 11, 0, 0, 0,
        0, -2, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, -4, 0, 0, -2, 0, 0, 0, 0,
        -10, -4, 0, 0, 15, 0, 0, 0, 2, 2, 0, 0, -3, 0, 0, 0,
        -8, 1, 0, 0, 11, 0, 0, 0, -1, 4, 0, -2, 9, 0, 0, 0,
        -14, 29, 0, 0, 35, 0, 0, 0, 0, 0, 0, 0, -18, 0, 0, 0,
        -19, 11, 0, -1, 24, 0, 0, 0, -7, 20, 0, -11, -3, 0, 0, 0,
        -6, -1, 0, 0, -6, 0, 0, 0, 6, 8, 0, 2, 9, 0, 0, 0,
        -17, 5, 0, -1, 11, 0, 0, 0, 11, 8, 0, 2, 13, 0, 0, 0,
        0, -2, 0, 0, 2, 0, 0, 0, -2, 0, 0, 0, 12, 0, 0, 0,
        -1, 0, 0, -2, 5, 0, 0, 0, 6, -2, 0, 0, -2, 0, 0, 0,
        -32, -2, 0, 0, 10, 0, 0, 0, -1, 8, 0, 0, 6, 0, 0, 0,
        -13, -2, 0, 2, 14, 0, 0, 0, 0, 1, 0, 1, -7, 0, 0, 0,
        -41, 8, 0, 0, 17, 0, 0, 0, 1, 10, 0, 0, 30, 0, 0, 0,
        -17, 35, 0, -30, 35, 0, 0, 0, -19, 26, 0, -8, 11, 0, 0, 0,
        -48, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -32, 0, 0, 5, 0, 0, 0, 0, -3, 2, 0, 1, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0,
        -82, 11, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        -16, -2, 0, 0, 0, 0, 0, 0, 12, 11, 0, -2, 0, 0, 0, 0,
        27, -7, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -3, 6, 0, 0, 0, 0, 0, 0, 16, -17, 0, -4, 0, 0, 0, 0,
        -49, -2, 0, 0, 13, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0,
        6, -1, 0, -2, 0, 0, 0, 0, 1, 2, 0, 0, -2, 0, 0, 0,
        -2, 4, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, -2, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0,
        -3, -2, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, -2, 0, 0, 0, 5, 2, 0, 0, 0, 0, 0, 0,
        -23, 4, 0, 0, 2, 0, 0, 0, -5, -2, 0, 0, 0, 0, 0, 0,
        8, 8, 0, -2, 5, 0, 0, 0, 6, 10, 0, -6, 0, 0, 0, 0,
        -20, 4, 0, 0, -7, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0,
        -23, -9, 0, 4, 16, 0, 0, 0, 4, -7, 0, -2, -3, 0, 0, 0,
        1, 4, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        3, 4, 0, 0, -2, 0, 0, 0, 1, -3, 0, -2, -2, 0, 0, 0,
        -32, -4, 0, 0, -30, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0,
        -11, 2, 0, 0, 3, 0, 0, 0, 21, -1, 0, 3, -12, 0, 0, 0,
        -18, 17, 0, 0, -1, 0, 0, 0, -3, 2, 0, -2, -28, 0, 0, 0,
        -19, 17, 0, -4, -9, 0, 0, 0, 16, -9, 0, -22, -4, 0, 0, 0,
        -31, -4, 0, 0, -9, 0, 0, 0, -8, 5, 0, 0, 2, 0, 0, 0,
        -28, -1, 0, 2, -3, 0, 0, 0, -5, 14, 0, -13, 5, 0, 0, 0,
        -13, 1, 0, 0, -12, 0, 0, 0, 4, 0, 0, 0, 2, 0, 0, 0,
        -5, 2, 0, 0, -5, 0, 0, 0, -6, -1, 0, -7, -12, 0, 0, 0,
        -28, -6, 0, 0, -4, 0, 0, 0, 6, 9, 0, 1, 2, 0, 0, 0,
        -15, -11, 0, 1, 3, 2, 0, 0, -3, 0, 0, 8, -17, 0, 0, 0,
        -47, 18, 0, 0, 38, 0, 0, 0, -10, 14, 0, -4, 9, 0, 0, 0,
        -25, 16, 0, -10, 2, 0, 0, 0, -4, 35, 0, -48, 14, 0, 0, 0,
        -20, 28, 0, 0, 0, 0, 0, 0, 43, 18, 0, 5, 0, 0, 0, 0,
        -22, 21, 0, -46, 0, 0, 0, 0, -26, 45, 0, -9, 0, 0, 0, 0,
        -2, 3, 0, 0, 0, 0, 0, 0, 2, 4, 0, 0, 0, 0, 0, 0,
        -8, 8, 0, -4, 0, 0, 0, 0, -18, 27, 0, -12, 0, 0, 0, 0,
        -11, 25, 0, 0, 0, 0, 0, 0, 3, 6, 0, 0, 0, 0, 0, 0,
        -26, 32, 0, -15, 0, 0, 0, 0, -22, 27, 0, -42, 0, 0, 0, 0,
        -11, 82, 0, 0, 0, 0, 0, 0, -11, 64, 0, -3, 0, 0, 0, 0,
        -43, 111, 0, -77, 0, 0, 0, 0, -64, 132, 0, -94, 0, 0, 0, 0,
        -21, 2, 0, 0, 0, 0, 0, 0, -2, 2, 0, 0, 1, 0, 0, 0,
        -25, -2, 0, -1, 21, 0, 0, 0, -9, 15, 0, -9, 11, 0, 0, 0,
        -13, 3, 0, 0, -4, 0, 0, 0, -4, 4, 0, 0, 3, 0, 0, 0,
        1, 2, 0, 0, -5, 0, 0, 0, -6, 1, 0, -15, 6, 0, 0, 0,
        -11, 2, 0, 0, 2, 0, 0, 0, 3, 12, 0, 0, 2, 0, 0, 0,
        -24, 5, 0, -4, 31, 0, 0, 0, 8, 15, 0, -20, -12, 0, 0, 0,
        -33, 11, 0, 0, 58, 0, 0, 0, 11, 3, 0, -10, 9, 0, 0, 0,
        -32, 50, 0, -24, 27, 0, 0, 0, 6, 54, 0, -68, 31, 0, 0, 0,
        -31, 12, 0, 0, -25, 0, 0, 0, -13, 10, 0, 0, -30, 0, 0, 0,
        -40, 62, 0, -8, 31, 0, 0, 0, -12, 30, 0, -32, 33, 0, 0, 0,
        -34, 17, 0, 0, 12, 0, 0, 0, -3, 5, 0, 0, 0, 0, 0, 0,
        0, 17, 0, -8, 3, 0, 0, 0, -14, 20, 0, -23, 25, 0, 0, 0,
        -9, 4, 0, 0, -8, 0, 0, 0, 5, 20, 0, 0, -8, 0, 0, 0,
        -23, 16, 0, 5, 7, 0, 0, 0, -8, 15, 0, -23, 12, 0, 0, 0,
        -41, 60, 0, 0, 27, 0, 0, 0, -19, 49, 0, -12, -17, 0, 0, 0,
        -48, 83, 0, -68, 53, 0, 0, 0, -34, 78, 0, -91, 65, 0, 0, 0,
        -32, 35, 0, 0, 18, 0, 0, 0, -40, 14, 0, 0, 29, 0, 0, 0,
        -29, 21, 0, -15, 51, 0, 0, 0, -10, 55, 0, -45, 26, 0, 0, 0,
        -32, 2, 0, 0, 42, 0, 0, 0, 25, 21, 0, -1, 7, 0, 0, 0,
        -24, 15, 0, 2, 19, 0, 0, 0, -1, 29, 0, -50, 43, 0, 0, 0,
        -19, 9, 0, 0, 21, 0, 0, 0, 0, 26, 0, -2, 32, 0, 0, 0,
        -26, 1, 0, -6, 16, 0, 0, 0, -13, 23, 0, -77, 19, 0, 0, 0,
        -22, 72, 0, 0, 64, 0, 0, 0, -8, 71, 0, -19, 85, 0, 0, 0,
        -23, 88, 0, -55, 65, 2, 0, 0, -8, 70, 0, -71, 76, 0, 0, 0,
    ],
    [
        -36, -11, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -21, -6, 0, 0, 0, 0, 0, 0, 12, 2, 0, 0, 0, 0, 0, 0,
        6, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -5, 0, 0, 0, 0, 0, 0, 0, -6, 0, 0, 0, 0, 0, 0, 0,
        -14, 0, 0, 0, 0, 0, 0, 0, 10, 0, 0, 0, 0, 0, 0, 0,
        -5, -2, 0, 0, 0, 0, 0, 0, -9, 2, 0, 0, 0, 0, 0, 0,
        -10, 0, 0, 0, 0, 0, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0,
        -9, -1, 0, 2, 0, 0, 0, 0, -32, 0, 0, 0, 0, 0, 0, 0,
        -36, 0, 0, 0, -2, 0, 0, 0, -8, 2, 0, 0, 6, 0, 0, 0,
        -11, 2, 0, 11, 0, 0, 0, 0, 5, -2, 0, -1, 5, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -1, -2, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 2, 0, 0,
        4, -2, 0, 0, -4, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -12, 6, 0, 0, 0, 0, 0, 0, -3, 12, 0, 0, 4, 2, 0, 0,
        -34, -6, 0, 0, -2, 0, 0, 0, -4, 0, 0, 0, 0, 2, 0, 0,
        -19, 3, 0, 0, 16, 0, 0, 0, 3, 1, 0, 0, -11, 0, 0, 0,
        -39, -8, 0, 0, 2, -2, 0, 0, -9, 0, 0, -1, -4, -2, 0, 0,
        -20, 3, 0, -4, -14, 0, 0, 0, -11, 0, 0, -10, 7, 2, 0, -10,
        -3, 2, 0, 0, -2, -2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -5, 0, 0, 0, 0, 10, 0, 0, 2, -2, 0, -2, 0, 2, 0, 0,
        -39, 3, 0, 0, -13, 0, 0, 0, 3, 0, 0, 0, -2, 0, 0, 0,
        -38, -9, 0, 2, -31, -9, 0, 0, -6, -8, 0, 8, -25, -6, 0, 0,
        -65, 16, 0, 0, -15, 3, 0, 0, 7, -21, 0, -2, 6, 2, 0, 0,
        -58, 0, 0, 6, -22, 6, 0, 8, -12, -16, 0, -26, -18, 8, 0, -5,
        -37, -6, 0, 0, 0, 0, 0, 0, 6, 2, 0, 0, 24, 0, 0, 0,
        -23, -13, 0, -1, 29, 2, 0, 0, -1, 5, 0, -6, 31, 11, 0, 2,
        -21, -4, 0, 0, 3, 0, 0, 0, -2, 5, 0, 0, 4, 0, 0, 0,
        -23, 6, 0, 0, 13, -2, 0, -2, -20, -1, 0, -2, 6, 4, 0, 2,
        -16, -8, 0, 0, -11, -2, 0, 0, -12, 4, 0, 0, -4, 0, 0, 0,
        -17, 1, 0, 0, 22, -2, 0, 0, -13, 0, 0, -6, -18, 0, 0, -4,
        -40, 18, 0, 0, -19, 4, 0, 0, -18, 14, 0, -2, 24, 7, 0, 0,
        -38, 23, 0, -9, 1, 10, 0, 0, -27, 16, 0, -50, 16, 14, 0, -4,
        13, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0,
        10, 0, 0, 0, 0, 0, 0, 0, -6, 2, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, 2, -1, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0,
        -12, 0, 0, 0, 0, 0, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0,
        -1, 2, 0, 0, 0, 0, 0, 0, 5, 2, 0, 0, 0, 0, 0, 0,
        -13, 0, 0, 0, 0, 0, 0, 0, -23, 11, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, -2, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -4, 0, 0, -2, 2, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 2, -4, 0, 0, 0,
        -9, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, -2, 0, 0, 0,
        9, 7, 0, -2, 0, 0, 0, 0, -14, -2, 0, 4, 5, -4, 0, -3,
        -5, 0, 0, 0, 0, 0, 0, 0, 0, 6, 0, -1, 6, 0, 0, 0,
        -5, 0, 0, 0, 1, 0, 0, 0, 5, 14, 0, -2, 7, 0, 0, 0,
        2, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0,
        0, 0, 0, 0, 4, 0, 0, 0, -2, 1, 0, -4, 2, -2, 0, 0,
        -2, -2, 0, 0, -6, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -8, -2, 0, 0, 0, 0, 0, 0, -8, 4, 0, -5, 12, 2, 0, -7,
        -5, 53, 0, 0, 21, 0, 0, 0, -4, 14, 0, 2, 6, -2, 0, 0,
        -5, 26, 0, -2, -2, 2, 0, -2, -8, 22, 0, 1, 22, 3, 0, -5,
        9, -2, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0,
        -10, 0, 0, -4, 1, 0, 0, 0, 7, 13, 0, -1, 10, 2, 0, -1,
        4, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0, -2, 0, 0, 0,
        3, 0, 0, -2, 4, 0, 0, 0, 12, 4, 0, -2, -4, 0, 0, -2,
        2, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        10, 0, 0, 2, 4, 2, 0, 0, -21, 0, 0, -5, -6, 2, 0, 0,
        -18, 2, 0, 0, 34, 0, 0, 0, -1, 16, 0, -2, 13, 2, 0, 0,
        7, 18, 0, -9, 26, -2, 0, -2, -12, 47, 0, -11, 29, 3, 0, 1,
        -54, 0, 0, 0, 0, 0, 0, 0, -8, 0, 0, 0, 0, 0, 0, 0,
        -26, 0, 0, 0, 0, 0, 0, 0, 21, 3, 0, 0, 0, 0, 0, 0,
        -8, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, 0, 0, 0, 0, 5, 0, 0, -2, 0, 0, 0, 0,
        -13, 0, 0, 0, 0, 0, 0, 0, -5, 0, 0, 0, 0, 0, 0, 0,
        -26, -1, 0, 0, 0, 0, 0, 0, -5, 3, 0, 0, 0, 0, 0, 0,
        -43, -1, 0, 0, 0, 0, 0, 0, -12, 0, 0, 0, 0, 0, 0, 0,
        -45, -2, 0, 0, 0, 0, 0, 0, -13, 5, 0, -4, 0, 0, 0, 0,
        15, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        12, -3, 0, 0, 0, 0, 0, 0, 7, -2, 0, -2, 0, 0, 0, 0,
        3, -2, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, -2, 0, 0, 0, -8, 0, 0, 0, 0, 0, 0, 0,
        -11, 0, 0, 0, 0, 0, 0, 0, -7, 0, 0, 0, 0, 0, 0, 0,
        -6, 0, 0, 0, -3, 0, 0, 0, -12, 4, 0, -2, -6, 0, 0, 0,
        -22, 4, 0, 0, 4, 2, 0, 0, -7, 1, 0, 0, 2, 0, 0, 0,
        -40, 4, 0, -2, 6, 0, 0, -2, -18, 3, 0, -2, 19, 2, 0, 0,
        -36, -4, 0, 0, 24, 0, 0, 0, -1, 2, 0, 0, 2, 0, 0, 0,
        -18, -8, 0, 0, 9, 0, 0, 0, -3, 13, 0, -6, 19, 2, 0, 2,
        -12, -2, 0, 0, 2, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -4, 4, 0, 0, 1, 0, 0, 0, -6, 1, 0, 0, 8, 0, 0, -2,
        -35, 4, 0, 0, -49, -2, 0, 0, 0, 1, 0, 0, 2, -4, 0, 0,
        -17, -1, 0, 2, 23, -6, 0, 0, 7, 11, 0, 10, 14, 5, 0, 0,
        -38, 26, 0, 0, 26, 6, 0, 0, -11, -2, 0, 0, 19, 0, 0, 0,
        -35, 12, 0, -11, -23, 3, 0, 0, -21, -19, 0, -31, -9, 8, 0, 0,
        -28, -2, 0, 0, 9, 0, 0, 0, -1, 0, 0, 0, 14, 0, 0, 0,
        -17, -4, 0, -4, 12, -1, 0, 0, -8, 7, 0, -20, 11, -2, 0, -4,
        17, 2, 0, 0, 7, 0, 0, 0, -1, 0, 0, 0, 4, 0, 0, 0,
        -13, 2, 0, 0, -3, 2, 0, 0, -16, 8, 0, -3, -4, 0, 0, 1,
        -38, -3, 0, 0, 0, 0, 0, 0, -4, -2, 0, 0, 1, 0, 0, 0,
        -9, -5, 0, 4, -19, 0, 0, 0, -14, 5, 0, -8, 6, 0, 0, -1,
        -9, 22, 0, 0, 51, 2, 0, 0, -3, 8, 0, 1, 13, 3, 0, 0,
        -18, 13, 0, -9, 22, 6, 0, -4, -15, 17, 0, -33, 21, 17, 0, -1,
        -45, 0, 0, 0, 0, 0, 0, 0, 19, 0, 0, 0, 0, 0, 0, 0,
        -22, 0, 0, 0, 0, 0, 0, 0, 8, 4, 0, -9, 0, 0, 0, 0,
        -6, 0, 0, 0, 0, 0, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0,
        -43, 0, 0, 0, 0, 0, 0, 0, -35, 4, 0, 0, 0, 0, 0, 0,
        -15, 0, 0, 0, 0, 0, 0, 0, 21, 0, 0, 0, 0, 0, 0, 0,
        -22, 1, 0, 0, 0, 0, 0, 0, -9, 14, 0, 1, 0, 0, 0, 0,
        -21, 11, 0, 0, 0, 0, 0, 0, -15, 1, 0, 0, 0, 0, 0, 0,
        -17, 28, 0, -2, 0, 0, 0, 0, -33, 61, 0, -9, 0, 0, 0, 0,
        8, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, 2, 0, 0, 0,
        5, -12, 0, 4, 4, 0, 0, 0, -9, -6, 0, -13, 22, 2, 0, 0,
        -2, 0, 0, 0, 2, 0, 0, 0, 2, -2, 0, 0, 2, 0, 0, 0,
        10, 0, 0, 0, 4, 0, 0, 0, -2, 5, 0, 2, -3, 0, 0, -2,
        5, 0, 0, 0, 2, 0, 0, 0, -1, 0, 0, 0, 0, 2, 0, 0,
        30, 2, 0, 0, 0, 0, 0, -2, -5, 8, 0, -8, 4, 3, 0, 0,
        -10, 21, 0, 0, 52, 1, 0, 0, 1, 7, 0, -1, 16, 7, 0, 0,
        12, 54, 0, 0, 49, 2, 0, 0, 2, 47, 0, -28, 62, 4, 0, -4,
        -6, 3, 0, 0, 20, 0, 0, 0, -11, 4, 0, 0, 4, 0, 0, 0,
        -12, 17, 0, -7, 16, 0, 0, 15, -6, 47, 0, -18, 37, 3, 0, -3,
        -17, 8, 0, 0, 6, 4, 0, 0, -3, 16, 0, 0, 2, 0, 0, 0,
        -25, 27, 0, -7, 4, -2, 0, 0, -4, 32, 0, -30, 11, 3, 0, -11,
        8, 7, 0, 0, 8, 0, 0, 0, 4, 8, 0, 0, 1, 2, 0, 0,
        -20, 18, 0, -8, 20, -2, 0, 2, -10, 30, 0, -47, 25, 14, 0, -6,
        -34, 129, 0, 0, 45, 16, 0, 0, -11, 83, 0, -8, 45, 10, 0, 0,
        -37, 116, 0, -45, 47, 30, 0, -7, -24, 75, 0, -101, 70, 49, 0, -38,
        -22, -4, 0, 0, 12, -2, 0, 0, -5, 13, 0, 0, 10, 2, 0, 0,
        -21, 4, 0, -1, 37, -8, 0, -2, 2, 29, 0, -48, 49, -2, 0, 2,
        8, 0, 0, 0, 9, 0, 0, 0, -2, 10, 0, 0, 47, 0, 0, 0,
        6, 10, 0, -10, 28, 2, 0, 2, -3, 4, 0, -48, 32, 1, 0, -9,
        -13, -2, 0, 0, 12, 0, 0, 0, -2, 0, 0, 0, 11, 0, 0, 0,
        -16, 8, 0, 5, -1, 4, 0, -6, -6, 37, 0, -50, 47, 2, 0, -10,
        -17, 69, 0, 0, 83, 18, 0, 0, -14, 62, 0, -20, 97, 4, 0, -4,
        -13, 98, 0, -33, 90, 26, 0, -7, 1, 66, 0, -74, 92, 79, 0, -10,
    ],
];
