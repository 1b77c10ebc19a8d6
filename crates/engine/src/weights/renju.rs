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

use super::{Masks, Pairs, Table};

/// How these tables were made, one step a line.
pub const PROVENANCE: &str = "Starting values: the sum of a line value per pattern and a value per threat, a quarter more for the side to move.\nThe side to move's surplus scaled by 0.75 (`pearls tune --tempo 0.75`).\nOne table a colour, both the shared table as it stood.\nFitted by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 321051 positions of 13337 games.\nFitted by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 219085 positions of 7572 games.\nFitted by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 288333 positions of 10154 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 398211 positions of 14175 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 600940 positions of 21465 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 739032 positions of 26303 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.7` to 986159 positions of 34894 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.0000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 1237181 positions of 44089 games.\nExpanded to line patterns that tell free twos and threes apart by how many points grow them (F2A, F2B, F3S), each new combination valued as the combination of coarse patterns it was before.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.00000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 117774 positions of 3948 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 258175 positions of 9002 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.00000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 143326 positions of 5235 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 505876 positions of 17707 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.00000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 597142 positions of 21015 games.\nFitted, with the table of threat pairs, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 710770 positions of 24776 games.\nFitted, with the tables of threat pairs and threat masks, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 777840 positions of 27062 games.\nFitted, with the tables of threat pairs and of threat masks now and before the last move, by `pearls tune --rule renju --skip 6 --epochs 400 --rate 1 --l2 0.000000001 --label-nodes 3000 --label-max 2500 --share 0.55` to 777840 positions of 27062 games.";

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
    [595, 499], // F4 F3S F3S B1
    [594, 500], // F4 F3S F3S Overline
    [594, 502], // F4 F3S F3S Dead
    [641, 540], // F4 F3S F3 F3
    [610, 514], // F4 F3S F3 B3
    [608, 512], // F4 F3S F3 F2B
    [608, 512], // F4 F3S F3 F2A
    [608, 512], // F4 F3S F3 F2
    [598, 497], // F4 F3S F3 B2
    [597, 500], // F4 F3S F3 F1
    [595, 539], // F4 F3S F3 B1
    [594, 500], // F4 F3S F3 Overline
    [594, 500], // F4 F3S F3 Dead
    [580, 488], // F4 F3S B3 B3
    [577, 486], // F4 F3S B3 F2B
    [577, 487], // F4 F3S B3 F2A
    [577, 487], // F4 F3S B3 F2
    [567, 468], // F4 F3S B3 B2
    [566, 483], // F4 F3S B3 F1
    [564, 446], // F4 F3S B3 B1
    [562, 474], // F4 F3S B3 Overline
    [562, 461], // F4 F3S B3 Dead
    [575, 484], // F4 F3S F2B F2B
    [575, 484], // F4 F3S F2B F2A
    [575, 484], // F4 F3S F2B F2
    [565, 458], // F4 F3S F2B B2
    [564, 469], // F4 F3S F2B F1
    [562, 440], // F4 F3S F2B B1
    [560, 472], // F4 F3S F2B Overline
    [560, 428], // F4 F3S F2B Dead
    [575, 484], // F4 F3S F2A F2A
    [575, 484], // F4 F3S F2A F2
    [565, 477], // F4 F3S F2A B2
    [564, 481], // F4 F3S F2A F1
    [562, 481], // F4 F3S F2A B1
    [560, 472], // F4 F3S F2A Overline
    [560, 481], // F4 F3S F2A Dead
    [575, 481], // F4 F3S F2 F2
    [565, 464], // F4 F3S F2 B2
    [564, 471], // F4 F3S F2 F1
    [562, 475], // F4 F3S F2 B1
    [560, 472], // F4 F3S F2 Overline
    [560, 461], // F4 F3S F2 Dead
    [556, 465], // F4 F3S B2 B2
    [554, 454], // F4 F3S B2 F1
    [552, 420], // F4 F3S B2 B1
    [551, 464], // F4 F3S B2 Overline
    [551, 420], // F4 F3S B2 Dead
    [553, 419], // F4 F3S F1 F1
    [551, 357], // F4 F3S F1 B1
    [549, 463], // F4 F3S F1 Overline
    [549, 425], // F4 F3S F1 Dead
    [548, 392], // F4 F3S B1 B1
    [547, 461], // F4 F3S B1 Overline
    [547, 405], // F4 F3S B1 Dead
    [546, 460], // F4 F3S Overline Overline
    [546, 460], // F4 F3S Overline Dead
    [546, 404], // F4 F3S Dead Dead
    [641, 540], // F4 F3 F3 F3
    [610, 514], // F4 F3 F3 B3
    [608, 512], // F4 F3 F3 F2B
    [608, 513], // F4 F3 F3 F2A
    [608, 512], // F4 F3 F3 F2
    [598, 505], // F4 F3 F3 B2
    [597, 500], // F4 F3 F3 F1
    [595, 501], // F4 F3 F3 B1
    [594, 500], // F4 F3 F3 Overline
    [594, 497], // F4 F3 F3 Dead
    [580, 489], // F4 F3 B3 B3
    [577, 480], // F4 F3 B3 F2B
    [577, 486], // F4 F3 B3 F2A
    [577, 486], // F4 F3 B3 F2
    [567, 474], // F4 F3 B3 B2
    [566, 466], // F4 F3 B3 F1
    [564, 481], // F4 F3 B3 B1
    [562, 474], // F4 F3 B3 Overline
    [562, 476], // F4 F3 B3 Dead
    [575, 484], // F4 F3 F2B F2B
    [575, 484], // F4 F3 F2B F2A
    [575, 484], // F4 F3 F2B F2
    [565, 490], // F4 F3 F2B B2
    [564, 452], // F4 F3 F2B F1
    [562, 476], // F4 F3 F2B B1
    [560, 472], // F4 F3 F2B Overline
    [560, 449], // F4 F3 F2B Dead
    [575, 484], // F4 F3 F2A F2A
    [575, 484], // F4 F3 F2A F2
    [565, 496], // F4 F3 F2A B2
    [564, 464], // F4 F3 F2A F1
    [562, 481], // F4 F3 F2A B1
    [560, 472], // F4 F3 F2A Overline
    [560, 480], // F4 F3 F2A Dead
    [575, 484], // F4 F3 F2 F2
    [565, 487], // F4 F3 F2 B2
    [564, 472], // F4 F3 F2 F1
    [562, 430], // F4 F3 F2 B1
    [560, 472], // F4 F3 F2 Overline
    [560, 480], // F4 F3 F2 Dead
    [556, 479], // F4 F3 B2 B2
    [554, 473], // F4 F3 B2 F1
    [552, 479], // F4 F3 B2 B1
    [551, 464], // F4 F3 B2 Overline
    [551, 483], // F4 F3 B2 Dead
    [553, 409], // F4 F3 F1 F1
    [551, 452], // F4 F3 F1 B1
    [549, 463], // F4 F3 F1 Overline
    [549, 466], // F4 F3 F1 Dead
    [548, 441], // F4 F3 B1 B1
    [547, 461], // F4 F3 B1 Overline
    [547, 443], // F4 F3 B1 Dead
    [546, 460], // F4 F3 Overline Overline
    [546, 460], // F4 F3 Overline Dead
    [546, 419], // F4 F3 Dead Dead
    [548, 466], // F4 B3 B3 B3
    [546, 457], // F4 B3 B3 F2B
    [546, 460], // F4 B3 B3 F2A
    [546, 460], // F4 B3 B3 F2
    [537, 466], // F4 B3 B3 B2
    [535, 403], // F4 B3 B3 F1
    [533, 472], // F4 B3 B3 B1
    [532, 448], // F4 B3 B3 Overline
    [532, 435], // F4 B3 B3 Dead
    [544, 465], // F4 B3 F2B F2B
    [544, 460], // F4 B3 F2B F2A
    [544, 455], // F4 B3 F2B F2
    [534, 469], // F4 B3 F2B B2
    [533, 426], // F4 B3 F2B F1
    [530, 385], // F4 B3 F2B B1
    [529, 446], // F4 B3 F2B Overline
    [529, 425], // F4 B3 F2B Dead
    [544, 455], // F4 B3 F2A F2A
    [544, 474], // F4 B3 F2A F2
    [534, 468], // F4 B3 F2A B2
    [533, 445], // F4 B3 F2A F1
    [530, 357], // F4 B3 F2A B1
    [529, 446], // F4 B3 F2A Overline
    [529, 462], // F4 B3 F2A Dead
    [544, 464], // F4 B3 F2 F2
    [534, 459], // F4 B3 F2 B2
    [533, 468], // F4 B3 F2 F1
    [530, 479], // F4 B3 F2 B1
    [529, 446], // F4 B3 F2 Overline
    [529, 455], // F4 B3 F2 Dead
    [524, 431], // F4 B3 B2 B2
    [524, 380], // F4 B3 B2 F1
    [521, 414], // F4 B3 B2 B1
    [520, 438], // F4 B3 B2 Overline
    [520, 401], // F4 B3 B2 Dead
    [522, 373], // F4 B3 F1 F1
    [520, 371], // F4 B3 F1 B1
    [519, 437], // F4 B3 F1 Overline
    [519, 412], // F4 B3 F1 Dead
    [518, 362], // F4 B3 B1 B1
    [516, 435], // F4 B3 B1 Overline
    [516, 385], // F4 B3 B1 Dead
    [515, 434], // F4 B3 Overline Overline
    [515, 434], // F4 B3 Overline Dead
    [515, 358], // F4 B3 Dead Dead
    [542, 460], // F4 F2B F2B F2B
    [542, 456], // F4 F2B F2B F2A
    [542, 473], // F4 F2B F2B F2
    [532, 480], // F4 F2B F2B B2
    [530, 475], // F4 F2B F2B F1
    [528, 378], // F4 F2B F2B B1
    [527, 444], // F4 F2B F2B Overline
    [527, 451], // F4 F2B F2B Dead
    [542, 456], // F4 F2B F2A F2A
    [542, 442], // F4 F2B F2A F2
    [532, 428], // F4 F2B F2A B2
    [530, 376], // F4 F2B F2A F1
    [528, 345], // F4 F2B F2A B1
    [527, 444], // F4 F2B F2A Overline
    [527, 479], // F4 F2B F2A Dead
    [542, 454], // F4 F2B F2 F2
    [532, 427], // F4 F2B F2 B2
    [530, 349], // F4 F2B F2 F1
    [528, 414], // F4 F2B F2 B1
    [527, 444], // F4 F2B F2 Overline
    [527, 465], // F4 F2B F2 Dead
    [522, 439], // F4 F2B B2 B2
    [521, 333], // F4 F2B B2 F1
    [519, 439], // F4 F2B B2 B1
    [518, 436], // F4 F2B B2 Overline
    [518, 410], // F4 F2B B2 Dead
    [520, 360], // F4 F2B F1 F1
    [518, 342], // F4 F2B F1 B1
    [516, 435], // F4 F2B F1 Overline
    [516, 375], // F4 F2B F1 Dead
    [515, 353], // F4 F2B B1 B1
    [514, 433], // F4 F2B B1 Overline
    [514, 425], // F4 F2B B1 Dead
    [513, 432], // F4 F2B Overline Overline
    [513, 432], // F4 F2B Overline Dead
    [513, 371], // F4 F2B Dead Dead
    [542, 460], // F4 F2A F2A F2A
    [542, 396], // F4 F2A F2A F2
    [532, 430], // F4 F2A F2A B2
    [530, 467], // F4 F2A F2A F1
    [528, 448], // F4 F2A F2A B1
    [527, 444], // F4 F2A F2A Overline
    [527, 441], // F4 F2A F2A Dead
    [542, 460], // F4 F2A F2 F2
    [532, 501], // F4 F2A F2 B2
    [530, 497], // F4 F2A F2 F1
    [528, 446], // F4 F2A F2 B1
    [527, 444], // F4 F2A F2 Overline
    [527, 430], // F4 F2A F2 Dead
    [522, 423], // F4 F2A B2 B2
    [521, 383], // F4 F2A B2 F1
    [519, 407], // F4 F2A B2 B1
    [518, 436], // F4 F2A B2 Overline
    [518, 476], // F4 F2A B2 Dead
    [520, 363], // F4 F2A F1 F1
    [518, 406], // F4 F2A F1 B1
    [516, 435], // F4 F2A F1 Overline
    [516, 390], // F4 F2A F1 Dead
    [515, 406], // F4 F2A B1 B1
    [514, 433], // F4 F2A B1 Overline
    [514, 373], // F4 F2A B1 Dead
    [513, 432], // F4 F2A Overline Overline
    [513, 432], // F4 F2A Overline Dead
    [513, 359], // F4 F2A Dead Dead
    [542, 453], // F4 F2 F2 F2
    [532, 458], // F4 F2 F2 B2
    [530, 468], // F4 F2 F2 F1
    [528, 411], // F4 F2 F2 B1
    [527, 444], // F4 F2 F2 Overline
    [527, 463], // F4 F2 F2 Dead
    [522, 472], // F4 F2 B2 B2
    [521, 351], // F4 F2 B2 F1
    [519, 456], // F4 F2 B2 B1
    [518, 436], // F4 F2 B2 Overline
    [518, 400], // F4 F2 B2 Dead
    [520, 368], // F4 F2 F1 F1
    [518, 405], // F4 F2 F1 B1
    [516, 435], // F4 F2 F1 Overline
    [516, 400], // F4 F2 F1 Dead
    [515, 368], // F4 F2 B1 B1
    [514, 433], // F4 F2 B1 Overline
    [514, 394], // F4 F2 B1 Dead
    [513, 432], // F4 F2 Overline Overline
    [513, 432], // F4 F2 Overline Dead
    [513, 392], // F4 F2 Dead Dead
    [513, 377], // F4 B2 B2 B2
    [511, 368], // F4 B2 B2 F1
    [509, 392], // F4 B2 B2 B1
    [508, 428], // F4 B2 B2 Overline
    [508, 362], // F4 B2 B2 Dead
    [510, 359], // F4 B2 F1 F1
    [508, 360], // F4 B2 F1 B1
    [506, 427], // F4 B2 F1 Overline
    [506, 363], // F4 B2 F1 Dead
    [506, 374], // F4 B2 B1 B1
    [504, 425], // F4 B2 B1 Overline
    [504, 346], // F4 B2 B1 Dead
    [504, 424], // F4 B2 Overline Overline
    [504, 424], // F4 B2 Overline Dead
    [504, 351], // F4 B2 Dead Dead
    [509, 345], // F4 F1 F1 F1
    [506, 351], // F4 F1 F1 B1
    [506, 426], // F4 F1 F1 Overline
    [506, 361], // F4 F1 F1 Dead
    [504, 361], // F4 F1 B1 B1
    [504, 424], // F4 F1 B1 Overline
    [504, 354], // F4 F1 B1 Dead
    [502, 423], // F4 F1 Overline Overline
    [502, 423], // F4 F1 Overline Dead
    [502, 343], // F4 F1 Dead Dead
    [502, 355], // F4 B1 B1 B1
    [501, 422], // F4 B1 B1 Overline
    [501, 313], // F4 B1 B1 Dead
    [500, 421], // F4 B1 Overline Overline
    [500, 421], // F4 B1 Overline Dead
    [500, 328], // F4 B1 Dead Dead
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
    [392, 317], // B4 F3S F3S B1
    [392, 330], // B4 F3S F3S Overline
    [389, 338], // B4 F3S F3S Dead
    [439, 370], // B4 F3S F3 F3
    [408, 345], // B4 F3S F3 B3
    [406, 342], // B4 F3S F3 F2B
    [407, 346], // B4 F3S F3 F2A
    [406, 341], // B4 F3S F3 F2
    [391, 333], // B4 F3S F3 B2
    [384, 306], // B4 F3S F3 F1
    [389, 328], // B4 F3S F3 B1
    [392, 330], // B4 F3S F3 Overline
    [392, 352], // B4 F3S F3 Dead
    [377, 318], // B4 F3S B3 B3
    [375, 332], // B4 F3S B3 F2B
    [375, 317], // B4 F3S B3 F2A
    [375, 316], // B4 F3S B3 F2
    [366, 296], // B4 F3S B3 B2
    [364, 289], // B4 F3S B3 F1
    [355, 271], // B4 F3S B3 B1
    [361, 304], // B4 F3S B3 Overline
    [361, 294], // B4 F3S B3 Dead
    [372, 314], // B4 F3S F2B F2B
    [368, 311], // B4 F3S F2B F2A
    [372, 316], // B4 F3S F2B F2
    [363, 300], // B4 F3S F2B B2
    [362, 301], // B4 F3S F2B F1
    [364, 295], // B4 F3S F2B B1
    [358, 302], // B4 F3S F2B Overline
    [353, 305], // B4 F3S F2B Dead
    [372, 315], // B4 F3S F2A F2A
    [372, 320], // B4 F3S F2A F2
    [363, 335], // B4 F3S F2A B2
    [359, 318], // B4 F3S F2A F1
    [359, 323], // B4 F3S F2A B1
    [358, 302], // B4 F3S F2A Overline
    [359, 301], // B4 F3S F2A Dead
    [372, 314], // B4 F3S F2 F2
    [363, 293], // B4 F3S F2 B2
    [359, 300], // B4 F3S F2 F1
    [359, 314], // B4 F3S F2 B1
    [358, 302], // B4 F3S F2 Overline
    [361, 307], // B4 F3S F2 Dead
    [358, 273], // B4 F3S B2 B2
    [353, 274], // B4 F3S B2 F1
    [331, 283], // B4 F3S B2 B1
    [349, 294], // B4 F3S B2 Overline
    [333, 274], // B4 F3S B2 Dead
    [362, 277], // B4 F3S F1 F1
    [346, 255], // B4 F3S F1 B1
    [348, 293], // B4 F3S F1 Overline
    [360, 295], // B4 F3S F1 Dead
    [341, 217], // B4 F3S B1 B1
    [345, 291], // B4 F3S B1 Overline
    [338, 267], // B4 F3S B1 Dead
    [344, 290], // B4 F3S Overline Overline
    [344, 290], // B4 F3S Overline Dead
    [298, 197], // B4 F3S Dead Dead
    [439, 370], // B4 F3 F3 F3
    [408, 344], // B4 F3 F3 B3
    [406, 343], // B4 F3 F3 F2B
    [406, 346], // B4 F3 F3 F2A
    [406, 342], // B4 F3 F3 F2
    [363, 324], // B4 F3 F3 B2
    [391, 325], // B4 F3 F3 F1
    [387, 324], // B4 F3 F3 B1
    [392, 330], // B4 F3 F3 Overline
    [388, 322], // B4 F3 F3 Dead
    [377, 313], // B4 F3 B3 B3
    [375, 318], // B4 F3 B3 F2B
    [375, 312], // B4 F3 B3 F2A
    [373, 324], // B4 F3 B3 F2
    [374, 311], // B4 F3 B3 B2
    [360, 290], // B4 F3 B3 F1
    [357, 291], // B4 F3 B3 B1
    [361, 304], // B4 F3 B3 Overline
    [361, 297], // B4 F3 B3 Dead
    [372, 314], // B4 F3 F2B F2B
    [372, 311], // B4 F3 F2B F2A
    [372, 329], // B4 F3 F2B F2
    [358, 310], // B4 F3 F2B B2
    [362, 315], // B4 F3 F2B F1
    [363, 299], // B4 F3 F2B B1
    [358, 302], // B4 F3 F2B Overline
    [359, 310], // B4 F3 F2B Dead
    [372, 324], // B4 F3 F2A F2A
    [372, 316], // B4 F3 F2A F2
    [363, 300], // B4 F3 F2A B2
    [362, 404], // B4 F3 F2A F1
    [359, 312], // B4 F3 F2A B1
    [358, 302], // B4 F3 F2A Overline
    [362, 291], // B4 F3 F2A Dead
    [372, 310], // B4 F3 F2 F2
    [363, 303], // B4 F3 F2 B2
    [362, 298], // B4 F3 F2 F1
    [351, 283], // B4 F3 F2 B1
    [358, 302], // B4 F3 F2 Overline
    [365, 335], // B4 F3 F2 Dead
    [354, 293], // B4 F3 B2 B2
    [348, 279], // B4 F3 B2 F1
    [353, 282], // B4 F3 B2 B1
    [349, 294], // B4 F3 B2 Overline
    [296, 250], // B4 F3 B2 Dead
    [352, 284], // B4 F3 F1 F1
    [344, 317], // B4 F3 F1 B1
    [348, 293], // B4 F3 F1 Overline
    [326, 282], // B4 F3 F1 Dead
    [334, 243], // B4 F3 B1 B1
    [345, 291], // B4 F3 B1 Overline
    [310, 230], // B4 F3 B1 Dead
    [344, 290], // B4 F3 Overline Overline
    [344, 290], // B4 F3 Overline Dead
    [321, 223], // B4 F3 Dead Dead
    [187, 158], // B4 B3 B3 B3
    [188, 172], // B4 B3 B3 F2B
    [140, 114], // B4 B3 B3 F2A
    [199, 175], // B4 B3 B3 F2
    [158, 164], // B4 B3 B3 B2
    [232, 210], // B4 B3 B3 F1
    [162, 150], // B4 B3 B3 B1
    [164, 138], // B4 B3 B3 Overline
    [114, 100], // B4 B3 B3 Dead
    [184, 188], // B4 B3 F2B F2B
    [201, 204], // B4 B3 F2B F2A
    [177, 115], // B4 B3 F2B F2
    [245, 221], // B4 B3 F2B B2
    [259, 228], // B4 B3 F2B F1
    [217, 168], // B4 B3 F2B B1
    [162, 136], // B4 B3 F2B Overline
    [202, 162], // B4 B3 F2B Dead
    [185, 178], // B4 B3 F2A F2A
    [188, 163], // B4 B3 F2A F2
    [179, 178], // B4 B3 F2A B2
    [204, 174], // B4 B3 F2A F1
    [152, 172], // B4 B3 F2A B1
    [162, 136], // B4 B3 F2A Overline
    [167, 142], // B4 B3 F2A Dead
    [171, 135], // B4 B3 F2 F2
    [194, 174], // B4 B3 F2 B2
    [174, 143], // B4 B3 F2 F1
    [173, 147], // B4 B3 F2 B1
    [162, 136], // B4 B3 F2 Overline
    [162, 142], // B4 B3 F2 Dead
    [134, 127], // B4 B3 B2 B2
    [148, 137], // B4 B3 B2 F1
    [147, 138], // B4 B3 B2 B1
    [152, 128], // B4 B3 B2 Overline
    [113, 98], // B4 B3 B2 Dead
    [151, 140], // B4 B3 F1 F1
    [141, 124], // B4 B3 F1 B1
    [150, 127], // B4 B3 F1 Overline
    [119, 99], // B4 B3 F1 Dead
    [111, 101], // B4 B3 B1 B1
    [148, 125], // B4 B3 B1 Overline
    [84, 75], // B4 B3 B1 Dead
    [147, 124], // B4 B3 Overline Overline
    [147, 124], // B4 B3 Overline Dead
    [87, 62], // B4 B3 Dead Dead
    [174, 136], // B4 F2B F2B F2B
    [168, 113], // B4 F2B F2B F2A
    [162, 163], // B4 F2B F2B F2
    [203, 232], // B4 F2B F2B B2
    [206, 115], // B4 F2B F2B F1
    [150, 89], // B4 F2B F2B B1
    [159, 134], // B4 F2B F2B Overline
    [212, 171], // B4 F2B F2B Dead
    [184, 160], // B4 F2B F2A F2A
    [205, 175], // B4 F2B F2A F2
    [241, 233], // B4 F2B F2A B2
    [211, 154], // B4 F2B F2A F1
    [180, 169], // B4 F2B F2A B1
    [159, 134], // B4 F2B F2A Overline
    [208, 168], // B4 F2B F2A Dead
    [169, 150], // B4 F2B F2 F2
    [129, 111], // B4 F2B F2 B2
    [169, 140], // B4 F2B F2 F1
    [192, 163], // B4 F2B F2 B1
    [159, 134], // B4 F2B F2 Overline
    [241, 191], // B4 F2B F2 Dead
    [232, 200], // B4 F2B B2 B2
    [157, 131], // B4 F2B B2 F1
    [180, 153], // B4 F2B B2 B1
    [149, 126], // B4 F2B B2 Overline
    [176, 143], // B4 F2B B2 Dead
    [164, 125], // B4 F2B F1 F1
    [167, 132], // B4 F2B F1 B1
    [148, 125], // B4 F2B F1 Overline
    [171, 125], // B4 F2B F1 Dead
    [147, 124], // B4 F2B B1 B1
    [146, 123], // B4 F2B B1 Overline
    [162, 119], // B4 F2B B1 Dead
    [144, 122], // B4 F2B Overline Overline
    [144, 122], // B4 F2B Overline Dead
    [120, 94], // B4 F2B Dead Dead
    [183, 176], // B4 F2A F2A F2A
    [153, 167], // B4 F2A F2A F2
    [167, 149], // B4 F2A F2A B2
    [250, 186], // B4 F2A F2A F1
    [234, 238], // B4 F2A F2A B1
    [159, 134], // B4 F2A F2A Overline
    [186, 142], // B4 F2A F2A Dead
    [179, 130], // B4 F2A F2 F2
    [256, 201], // B4 F2A F2 B2
    [211, 144], // B4 F2A F2 F1
    [221, 177], // B4 F2A F2 B1
    [159, 134], // B4 F2A F2 Overline
    [193, 177], // B4 F2A F2 Dead
    [174, 137], // B4 F2A B2 B2
    [183, 150], // B4 F2A B2 F1
    [147, 137], // B4 F2A B2 B1
    [149, 126], // B4 F2A B2 Overline
    [155, 117], // B4 F2A B2 Dead
    [160, 129], // B4 F2A F1 F1
    [168, 131], // B4 F2A F1 B1
    [148, 125], // B4 F2A F1 Overline
    [149, 116], // B4 F2A F1 Dead
    [179, 145], // B4 F2A B1 B1
    [146, 123], // B4 F2A B1 Overline
    [124, 99], // B4 F2A B1 Dead
    [144, 122], // B4 F2A Overline Overline
    [144, 122], // B4 F2A Overline Dead
    [88, 68], // B4 F2A Dead Dead
    [178, 160], // B4 F2 F2 F2
    [178, 160], // B4 F2 F2 B2
    [148, 121], // B4 F2 F2 F1
    [131, 122], // B4 F2 F2 B1
    [159, 134], // B4 F2 F2 Overline
    [206, 178], // B4 F2 F2 Dead
    [173, 146], // B4 F2 B2 B2
    [139, 116], // B4 F2 B2 F1
    [155, 116], // B4 F2 B2 B1
    [149, 126], // B4 F2 B2 Overline
    [122, 97], // B4 F2 B2 Dead
    [155, 124], // B4 F2 F1 F1
    [151, 122], // B4 F2 F1 B1
    [148, 125], // B4 F2 F1 Overline
    [143, 113], // B4 F2 F1 Dead
    [92, 77], // B4 F2 B1 B1
    [146, 123], // B4 F2 B1 Overline
    [98, 75], // B4 F2 B1 Dead
    [144, 122], // B4 F2 Overline Overline
    [144, 122], // B4 F2 Overline Dead
    [92, 66], // B4 F2 Dead Dead
    [129, 114], // B4 B2 B2 B2
    [110, 92], // B4 B2 B2 F1
    [119, 102], // B4 B2 B2 B1
    [92, 78], // B4 B2 B2 Overline
    [95, 76], // B4 B2 B2 Dead
    [112, 92], // B4 B2 F1 F1
    [100, 86], // B4 B2 F1 B1
    [91, 77], // B4 B2 F1 Overline
    [88, 70], // B4 B2 F1 Dead
    [90, 73], // B4 B2 B1 B1
    [88, 75], // B4 B2 B1 Overline
    [78, 65], // B4 B2 B1 Dead
    [88, 74], // B4 B2 Overline Overline
    [88, 74], // B4 B2 Overline Dead
    [72, 51], // B4 B2 Dead Dead
    [100, 80], // B4 F1 F1 F1
    [105, 82], // B4 F1 F1 B1
    [90, 76], // B4 F1 F1 Overline
    [99, 75], // B4 F1 F1 Dead
    [100, 84], // B4 F1 B1 B1
    [88, 74], // B4 F1 B1 Overline
    [83, 65], // B4 F1 B1 Dead
    [86, 73], // B4 F1 Overline Overline
    [86, 73], // B4 F1 Overline Dead
    [69, 47], // B4 F1 Dead Dead
    [79, 64], // B4 B1 B1 B1
    [86, 72], // B4 B1 B1 Overline
    [82, 64], // B4 B1 B1 Dead
    [84, 71], // B4 B1 Overline Overline
    [84, 71], // B4 B1 Overline Dead
    [60, 44], // B4 B1 Dead Dead
    [83, 70], // B4 Overline Overline Overline
    [83, 70], // B4 Overline Overline Dead
    [83, 70], // B4 Overline Dead Dead
    [57, 37], // B4 Dead Dead Dead
    [320, 270], // F3S F3S F3S F3S
    [320, 270], // F3S F3S F3S F3
    [290, 245], // F3S F3S F3S B3
    [287, 242], // F3S F3S F3S F2B
    [287, 242], // F3S F3S F3S F2A
    [287, 242], // F3S F3S F3S F2
    [279, 234], // F3S F3S F3S B2
    [276, 233], // F3S F3S F3S F1
    [176, 68], // F3S F3S F3S B1
    [273, 230], // F3S F3S F3S Overline
    [257, 208], // F3S F3S F3S Dead
    [320, 270], // F3S F3S F3 F3
    [257, 215], // F3S F3S F3 B3
    [241, 242], // F3S F3S F3 F2B
    [287, 242], // F3S F3S F3 F2A
    [287, 242], // F3S F3S F3 F2
    [281, 241], // F3S F3S F3 B2
    [280, 231], // F3S F3S F3 F1
    [272, 223], // F3S F3S F3 B1
    [273, 230], // F3S F3S F3 Overline
    [265, 231], // F3S F3S F3 Dead
    [261, 218], // F3S F3S B3 B3
    [171, 63], // F3S F3S B3 F2B
    [270, 237], // F3S F3S B3 F2A
    [234, 203], // F3S F3S B3 F2
    [240, 203], // F3S F3S B3 B2
    [230, 90], // F3S F3S B3 F1
    [53, 43], // F3S F3S B3 B1
    [242, 204], // F3S F3S B3 Overline
    [248, 240], // F3S F3S B3 Dead
    [254, 208], // F3S F3S F2B F2B
    [254, 213], // F3S F3S F2B F2A
    [105, 6], // F3S F3S F2B F2
    [196, 207], // F3S F3S F2B B2
    [266, 237], // F3S F3S F2B F1
    [112, 173], // F3S F3S F2B B1
    [240, 202], // F3S F3S F2B Overline
    [194, 216], // F3S F3S F2B Dead
    [254, 213], // F3S F3S F2A F2A
    [248, 213], // F3S F3S F2A F2
    [256, 205], // F3S F3S F2A B2
    [231, 235], // F3S F3S F2A F1
    [203, 175], // F3S F3S F2A B1
    [240, 202], // F3S F3S F2A Overline
    [296, 236], // F3S F3S F2A Dead
    [248, 204], // F3S F3S F2 F2
    [197, 114], // F3S F3S F2 B2
    [215, 164], // F3S F3S F2 F1
    [248, 168], // F3S F3S F2 B1
    [240, 202], // F3S F3S F2 Overline
    [253, 260], // F3S F3S F2 Dead
    [264, 215], // F3S F3S B2 B2
    [149, 63], // F3S F3S B2 F1
    [185, 168], // F3S F3S B2 B1
    [230, 194], // F3S F3S B2 Overline
    [166, 157], // F3S F3S B2 Dead
    [187, 157], // F3S F3S F1 F1
    [119, 80], // F3S F3S F1 B1
    [229, 193], // F3S F3S F1 Overline
    [169, 168], // F3S F3S F1 Dead
    [143, 117], // F3S F3S B1 B1
    [226, 191], // F3S F3S B1 Overline
    [168, 188], // F3S F3S B1 Dead
    [225, 190], // F3S F3S Overline Overline
    [225, 190], // F3S F3S Overline Dead
    [144, 84], // F3S F3S Dead Dead
    [320, 270], // F3S F3 F3 F3
    [280, 237], // F3S F3 F3 B3
    [283, 243], // F3S F3 F3 F2B
    [288, 246], // F3S F3 F3 F2A
    [289, 242], // F3S F3 F3 F2
    [264, 184], // F3S F3 F3 B2
    [250, 206], // F3S F3 F3 F1
    [299, 245], // F3S F3 F3 B1
    [273, 230], // F3S F3 F3 Overline
    [281, 253], // F3S F3 F3 Dead
    [234, 250], // F3S F3 B3 B3
    [208, 171], // F3S F3 B3 F2B
    [212, 111], // F3S F3 B3 F2A
    [270, 228], // F3S F3 B3 F2
    [242, 212], // F3S F3 B3 B2
    [250, 198], // F3S F3 B3 F1
    [254, 232], // F3S F3 B3 B1
    [242, 204], // F3S F3 B3 Overline
    [346, 292], // F3S F3 B3 Dead
    [241, 223], // F3S F3 F2B F2B
    [249, 210], // F3S F3 F2B F2A
    [276, 250], // F3S F3 F2B F2
    [253, 218], // F3S F3 F2B B2
    [183, 169], // F3S F3 F2B F1
    [191, 158], // F3S F3 F2B B1
    [240, 202], // F3S F3 F2B Overline
    [245, 221], // F3S F3 F2B Dead
    [252, 203], // F3S F3 F2A F2A
    [265, 208], // F3S F3 F2A F2
    [296, 221], // F3S F3 F2A B2
    [284, 178], // F3S F3 F2A F1
    [256, 237], // F3S F3 F2A B1
    [240, 202], // F3S F3 F2A Overline
    [224, 188], // F3S F3 F2A Dead
    [239, 217], // F3S F3 F2 F2
    [222, 225], // F3S F3 F2 B2
    [242, 227], // F3S F3 F2 F1
    [223, 184], // F3S F3 F2 B1
    [240, 202], // F3S F3 F2 Overline
    [229, 185], // F3S F3 F2 Dead
    [315, 227], // F3S F3 B2 B2
    [164, 168], // F3S F3 B2 F1
    [221, 208], // F3S F3 B2 B1
    [230, 194], // F3S F3 B2 Overline
    [292, 249], // F3S F3 B2 Dead
    [182, 188], // F3S F3 F1 F1
    [216, 189], // F3S F3 F1 B1
    [229, 193], // F3S F3 F1 Overline
    [227, 210], // F3S F3 F1 Dead
    [182, 176], // F3S F3 B1 B1
    [226, 191], // F3S F3 B1 Overline
    [228, 202], // F3S F3 B1 Dead
    [225, 190], // F3S F3 Overline Overline
    [225, 190], // F3S F3 Overline Dead
    [170, 168], // F3S F3 Dead Dead
    [182, 132], // F3S B3 B3 B3
    [160, 125], // F3S B3 B3 F2B
    [110, 65], // F3S B3 B3 F2A
    [148, 146], // F3S B3 B3 F2
    [215, 168], // F3S B3 B3 B2
    [149, 134], // F3S B3 B3 F1
    [185, 109], // F3S B3 B3 B1
    [128, 108], // F3S B3 B3 Overline
    [196, 135], // F3S B3 B3 Dead
    [149, 79], // F3S B3 F2B F2B
    [131, 99], // F3S B3 F2B F2A
    [157, 139], // F3S B3 F2B F2
    [233, 173], // F3S B3 F2B B2
    [36, 22], // F3S B3 F2B F1
    [120, 95], // F3S B3 F2B B1
    [126, 106], // F3S B3 F2B Overline
    [228, 186], // F3S B3 F2B Dead
    [165, 132], // F3S B3 F2A F2A
    [238, 228], // F3S B3 F2A F2
    [130, 131], // F3S B3 F2A B2
    [150, 159], // F3S B3 F2A F1
    [175, 146], // F3S B3 F2A B1
    [126, 106], // F3S B3 F2A Overline
    [255, 194], // F3S B3 F2A Dead
    [170, 138], // F3S B3 F2 F2
    [128, 92], // F3S B3 F2 B2
    [166, 141], // F3S B3 F2 F1
    [106, 91], // F3S B3 F2 B1
    [126, 106], // F3S B3 F2 Overline
    [174, 119], // F3S B3 F2 Dead
    [130, 115], // F3S B3 B2 B2
    [148, 130], // F3S B3 B2 F1
    [118, 97], // F3S B3 B2 B1
    [116, 98], // F3S B3 B2 Overline
    [143, 111], // F3S B3 B2 Dead
    [108, 92], // F3S B3 F1 F1
    [122, 104], // F3S B3 F1 B1
    [115, 97], // F3S B3 F1 Overline
    [132, 108], // F3S B3 F1 Dead
    [115, 91], // F3S B3 B1 B1
    [112, 95], // F3S B3 B1 Overline
    [104, 84], // F3S B3 B1 Dead
    [111, 94], // F3S B3 Overline Overline
    [111, 94], // F3S B3 Overline Dead
    [98, 79], // F3S B3 Dead Dead
    [149, 147], // F3S F2B F2B F2B
    [156, 130], // F3S F2B F2B F2A
    [34, 21], // F3S F2B F2B F2
    [210, 201], // F3S F2B F2B B2
    [84, 35], // F3S F2B F2B F1
    [108, 112], // F3S F2B F2B B1
    [124, 104], // F3S F2B F2B Overline
    [208, 144], // F3S F2B F2B Dead
    [128, 104], // F3S F2B F2A F2A
    [62, 43], // F3S F2B F2A F2
    [105, 104], // F3S F2B F2A B2
    [138, 85], // F3S F2B F2A F1
    [122, 93], // F3S F2B F2A B1
    [124, 104], // F3S F2B F2A Overline
    [142, 71], // F3S F2B F2A Dead
    [81, 38], // F3S F2B F2 F2
    [153, 73], // F3S F2B F2 B2
    [68, 102], // F3S F2B F2 F1
    [146, 118], // F3S F2B F2 B1
    [124, 104], // F3S F2B F2 Overline
    [213, 160], // F3S F2B F2 Dead
    [122, 88], // F3S F2B B2 B2
    [90, 68], // F3S F2B B2 F1
    [115, 101], // F3S F2B B2 B1
    [114, 96], // F3S F2B B2 Overline
    [153, 118], // F3S F2B B2 Dead
    [106, 98], // F3S F2B F1 F1
    [113, 94], // F3S F2B F1 B1
    [112, 95], // F3S F2B F1 Overline
    [134, 104], // F3S F2B F1 Dead
    [99, 79], // F3S F2B B1 B1
    [110, 93], // F3S F2B B1 Overline
    [121, 89], // F3S F2B B1 Dead
    [109, 92], // F3S F2B Overline Overline
    [109, 92], // F3S F2B Overline Dead
    [82, 58], // F3S F2B Dead Dead
    [145, 120], // F3S F2A F2A F2A
    [17, -23], // F3S F2A F2A F2
    [217, 180], // F3S F2A F2A B2
    [198, 200], // F3S F2A F2A F1
    [146, 92], // F3S F2A F2A B1
    [124, 104], // F3S F2A F2A Overline
    [198, 160], // F3S F2A F2A Dead
    [120, 113], // F3S F2A F2 F2
    [126, 115], // F3S F2A F2 B2
    [133, 111], // F3S F2A F2 F1
    [186, 138], // F3S F2A F2 B1
    [124, 104], // F3S F2A F2 Overline
    [165, 125], // F3S F2A F2 Dead
    [115, 104], // F3S F2A B2 B2
    [130, 110], // F3S F2A B2 F1
    [104, 98], // F3S F2A B2 B1
    [114, 96], // F3S F2A B2 Overline
    [130, 106], // F3S F2A B2 Dead
    [95, 78], // F3S F2A F1 F1
    [97, 68], // F3S F2A F1 B1
    [112, 95], // F3S F2A F1 Overline
    [119, 97], // F3S F2A F1 Dead
    [125, 52], // F3S F2A B1 B1
    [110, 93], // F3S F2A B1 Overline
    [95, 66], // F3S F2A B1 Dead
    [109, 92], // F3S F2A Overline Overline
    [109, 92], // F3S F2A Overline Dead
    [66, 50], // F3S F2A Dead Dead
    [144, 115], // F3S F2 F2 F2
    [145, 134], // F3S F2 F2 B2
    [142, 146], // F3S F2 F2 F1
    [131, 127], // F3S F2 F2 B1
    [124, 104], // F3S F2 F2 Overline
    [144, 125], // F3S F2 F2 Dead
    [141, 120], // F3S F2 B2 B2
    [80, 80], // F3S F2 B2 F1
    [129, 109], // F3S F2 B2 B1
    [114, 96], // F3S F2 B2 Overline
    [116, 106], // F3S F2 B2 Dead
    [91, 81], // F3S F2 F1 F1
    [112, 81], // F3S F2 F1 B1
    [112, 95], // F3S F2 F1 Overline
    [125, 94], // F3S F2 F1 Dead
    [102, 69], // F3S F2 B1 B1
    [110, 93], // F3S F2 B1 Overline
    [92, 67], // F3S F2 B1 Dead
    [109, 92], // F3S F2 Overline Overline
    [109, 92], // F3S F2 Overline Dead
    [64, 60], // F3S F2 Dead Dead
    [100, 96], // F3S B2 B2 B2
    [113, 101], // F3S B2 B2 F1
    [91, 77], // F3S B2 B2 B1
    [86, 72], // F3S B2 B2 Overline
    [84, 64], // F3S B2 B2 Dead
    [92, 81], // F3S B2 F1 F1
    [95, 83], // F3S B2 F1 B1
    [84, 71], // F3S B2 F1 Overline
    [82, 67], // F3S B2 F1 Dead
    [90, 64], // F3S B2 B1 B1
    [82, 69], // F3S B2 B1 Overline
    [79, 70], // F3S B2 B1 Dead
    [81, 68], // F3S B2 Overline Overline
    [81, 68], // F3S B2 Overline Dead
    [68, 53], // F3S B2 Dead Dead
    [70, 64], // F3S F1 F1 F1
    [71, 52], // F3S F1 F1 B1
    [83, 70], // F3S F1 F1 Overline
    [80, 54], // F3S F1 F1 Dead
    [100, 77], // F3S F1 B1 B1
    [81, 68], // F3S F1 B1 Overline
    [70, 53], // F3S F1 B1 Dead
    [79, 67], // F3S F1 Overline Overline
    [79, 67], // F3S F1 Overline Dead
    [51, 37], // F3S F1 Dead Dead
    [47, 22], // F3S B1 B1 B1
    [78, 66], // F3S B1 B1 Overline
    [70, 51], // F3S B1 B1 Dead
    [77, 65], // F3S B1 Overline Overline
    [77, 65], // F3S B1 Overline Dead
    [58, 42], // F3S B1 Dead Dead
    [76, 64], // F3S Overline Overline Overline
    [76, 64], // F3S Overline Overline Dead
    [76, 64], // F3S Overline Dead Dead
    [42, 30], // F3S Dead Dead Dead
    [320, 270], // F3 F3 F3 F3
    [290, 244], // F3 F3 F3 B3
    [288, 242], // F3 F3 F3 F2B
    [287, 242], // F3 F3 F3 F2A
    [287, 242], // F3 F3 F3 F2
    [280, 219], // F3 F3 F3 B2
    [280, 226], // F3 F3 F3 F1
    [305, 253], // F3 F3 F3 B1
    [273, 230], // F3 F3 F3 Overline
    [272, 233], // F3 F3 F3 Dead
    [251, 215], // F3 F3 B3 B3
    [225, 182], // F3 F3 B3 F2B
    [250, 225], // F3 F3 B3 F2A
    [253, 217], // F3 F3 B3 F2
    [244, 184], // F3 F3 B3 B2
    [245, 229], // F3 F3 B3 F1
    [222, 196], // F3 F3 B3 B1
    [242, 204], // F3 F3 B3 Overline
    [273, 232], // F3 F3 B3 Dead
    [255, 215], // F3 F3 F2B F2B
    [255, 220], // F3 F3 F2B F2A
    [258, 211], // F3 F3 F2B F2
    [260, 258], // F3 F3 F2B B2
    [222, 182], // F3 F3 F2B F1
    [194, 228], // F3 F3 F2B B1
    [240, 202], // F3 F3 F2B Overline
    [258, 222], // F3 F3 F2B Dead
    [255, 210], // F3 F3 F2A F2A
    [259, 219], // F3 F3 F2A F2
    [217, 200], // F3 F3 F2A B2
    [205, 164], // F3 F3 F2A F1
    [271, 233], // F3 F3 F2A B1
    [240, 202], // F3 F3 F2A Overline
    [245, 221], // F3 F3 F2A Dead
    [255, 196], // F3 F3 F2 F2
    [257, 203], // F3 F3 F2 B2
    [264, 267], // F3 F3 F2 F1
    [244, 210], // F3 F3 F2 B1
    [240, 202], // F3 F3 F2 Overline
    [290, 239], // F3 F3 F2 Dead
    [238, 200], // F3 F3 B2 B2
    [180, 158], // F3 F3 B2 F1
    [214, 184], // F3 F3 B2 B1
    [230, 194], // F3 F3 B2 Overline
    [212, 193], // F3 F3 B2 Dead
    [169, 160], // F3 F3 F1 F1
    [250, 230], // F3 F3 F1 B1
    [229, 193], // F3 F3 F1 Overline
    [236, 215], // F3 F3 F1 Dead
    [225, 197], // F3 F3 B1 B1
    [226, 191], // F3 F3 B1 Overline
    [278, 244], // F3 F3 B1 Dead
    [225, 190], // F3 F3 Overline Overline
    [225, 190], // F3 F3 Overline Dead
    [216, 172], // F3 F3 Dead Dead
    [159, 116], // F3 B3 B3 B3
    [155, 117], // F3 B3 B3 F2B
    [120, 121], // F3 B3 B3 F2A
    [171, 140], // F3 B3 B3 F2
    [146, 132], // F3 B3 B3 B2
    [126, 111], // F3 B3 B3 F1
    [150, 125], // F3 B3 B3 B1
    [128, 108], // F3 B3 B3 Overline
    [160, 127], // F3 B3 B3 Dead
    [158, 150], // F3 B3 F2B F2B
    [137, 85], // F3 B3 F2B F2A
    [36, 14], // F3 B3 F2B F2
    [131, 106], // F3 B3 F2B B2
    [164, 136], // F3 B3 F2B F1
    [174, 135], // F3 B3 F2B B1
    [126, 106], // F3 B3 F2B Overline
    [188, 170], // F3 B3 F2B Dead
    [115, 174], // F3 B3 F2A F2A
    [71, 108], // F3 B3 F2A F2
    [123, 88], // F3 B3 F2A B2
    [63, 68], // F3 B3 F2A F1
    [126, 134], // F3 B3 F2A B1
    [126, 106], // F3 B3 F2A Overline
    [171, 146], // F3 B3 F2A Dead
    [126, 67], // F3 B3 F2 F2
    [125, 111], // F3 B3 F2 B2
    [130, 101], // F3 B3 F2 F1
    [147, 124], // F3 B3 F2 B1
    [126, 106], // F3 B3 F2 Overline
    [133, 114], // F3 B3 F2 Dead
    [114, 110], // F3 B3 B2 B2
    [91, 79], // F3 B3 B2 F1
    [101, 99], // F3 B3 B2 B1
    [116, 98], // F3 B3 B2 Overline
    [107, 87], // F3 B3 B2 Dead
    [108, 97], // F3 B3 F1 F1
    [116, 101], // F3 B3 F1 B1
    [115, 97], // F3 B3 F1 Overline
    [119, 102], // F3 B3 F1 Dead
    [110, 105], // F3 B3 B1 B1
    [112, 95], // F3 B3 B1 Overline
    [86, 83], // F3 B3 B1 Dead
    [111, 94], // F3 B3 Overline Overline
    [111, 94], // F3 B3 Overline Dead
    [59, 53], // F3 B3 Dead Dead
    [136, 111], // F3 F2B F2B F2B
    [118, 91], // F3 F2B F2B F2A
    [143, 69], // F3 F2B F2B F2
    [232, 126], // F3 F2B F2B B2
    [151, 121], // F3 F2B F2B F1
    [135, 105], // F3 F2B F2B B1
    [124, 104], // F3 F2B F2B Overline
    [186, 140], // F3 F2B F2B Dead
    [143, 106], // F3 F2B F2A F2A
    [136, 125], // F3 F2B F2A F2
    [146, 154], // F3 F2B F2A B2
    [114, 111], // F3 F2B F2A F1
    [85, 58], // F3 F2B F2A B1
    [124, 104], // F3 F2B F2A Overline
    [186, 132], // F3 F2B F2A Dead
    [154, 92], // F3 F2B F2 F2
    [124, 71], // F3 F2B F2 B2
    [100, 76], // F3 F2B F2 F1
    [137, 119], // F3 F2B F2 B1
    [124, 104], // F3 F2B F2 Overline
    [166, 127], // F3 F2B F2 Dead
    [158, 122], // F3 F2B B2 B2
    [98, 86], // F3 F2B B2 F1
    [122, 102], // F3 F2B B2 B1
    [114, 96], // F3 F2B B2 Overline
    [111, 96], // F3 F2B B2 Dead
    [77, 55], // F3 F2B F1 F1
    [91, 81], // F3 F2B F1 B1
    [112, 95], // F3 F2B F1 Overline
    [91, 80], // F3 F2B F1 Dead
    [110, 102], // F3 F2B B1 B1
    [110, 93], // F3 F2B B1 Overline
    [117, 82], // F3 F2B B1 Dead
    [109, 92], // F3 F2B Overline Overline
    [109, 92], // F3 F2B Overline Dead
    [73, 68], // F3 F2B Dead Dead
    [131, 102], // F3 F2A F2A F2A
    [226, 147], // F3 F2A F2A F2
    [28, 22], // F3 F2A F2A B2
    [130, 111], // F3 F2A F2A F1
    [231, 145], // F3 F2A F2A B1
    [124, 104], // F3 F2A F2A Overline
    [121, 83], // F3 F2A F2A Dead
    [162, 147], // F3 F2A F2 F2
    [106, 77], // F3 F2A F2 B2
    [169, 114], // F3 F2A F2 F1
    [116, 82], // F3 F2A F2 B1
    [124, 104], // F3 F2A F2 Overline
    [104, 85], // F3 F2A F2 Dead
    [92, 90], // F3 F2A B2 B2
    [96, 78], // F3 F2A B2 F1
    [95, 92], // F3 F2A B2 B1
    [114, 96], // F3 F2A B2 Overline
    [116, 113], // F3 F2A B2 Dead
    [104, 86], // F3 F2A F1 F1
    [92, 81], // F3 F2A F1 B1
    [112, 95], // F3 F2A F1 Overline
    [112, 89], // F3 F2A F1 Dead
    [68, 66], // F3 F2A B1 B1
    [110, 93], // F3 F2A B1 Overline
    [86, 76], // F3 F2A B1 Dead
    [109, 92], // F3 F2A Overline Overline
    [109, 92], // F3 F2A Overline Dead
    [77, 65], // F3 F2A Dead Dead
    [138, 112], // F3 F2 F2 F2
    [63, 75], // F3 F2 F2 B2
    [116, 84], // F3 F2 F2 F1
    [113, 101], // F3 F2 F2 B1
    [124, 104], // F3 F2 F2 Overline
    [133, 94], // F3 F2 F2 Dead
    [113, 93], // F3 F2 B2 B2
    [83, 72], // F3 F2 B2 F1
    [92, 80], // F3 F2 B2 B1
    [114, 96], // F3 F2 B2 Overline
    [116, 101], // F3 F2 B2 Dead
    [80, 65], // F3 F2 F1 F1
    [72, 62], // F3 F2 F1 B1
    [112, 95], // F3 F2 F1 Overline
    [79, 70], // F3 F2 F1 Dead
    [88, 73], // F3 F2 B1 B1
    [110, 93], // F3 F2 B1 Overline
    [92, 83], // F3 F2 B1 Dead
    [109, 92], // F3 F2 Overline Overline
    [109, 92], // F3 F2 Overline Dead
    [65, 49], // F3 F2 Dead Dead
    [111, 93], // F3 B2 B2 B2
    [79, 72], // F3 B2 B2 F1
    [93, 80], // F3 B2 B2 B1
    [86, 72], // F3 B2 B2 Overline
    [74, 55], // F3 B2 B2 Dead
    [90, 77], // F3 B2 F1 F1
    [79, 68], // F3 B2 F1 B1
    [84, 71], // F3 B2 F1 Overline
    [88, 76], // F3 B2 F1 Dead
    [70, 53], // F3 B2 B1 B1
    [82, 69], // F3 B2 B1 Overline
    [57, 50], // F3 B2 B1 Dead
    [81, 68], // F3 B2 Overline Overline
    [81, 68], // F3 B2 Overline Dead
    [48, 42], // F3 B2 Dead Dead
    [70, 62], // F3 F1 F1 F1
    [78, 64], // F3 F1 F1 B1
    [83, 70], // F3 F1 F1 Overline
    [83, 68], // F3 F1 F1 Dead
    [58, 43], // F3 F1 B1 B1
    [81, 68], // F3 F1 B1 Overline
    [72, 58], // F3 F1 B1 Dead
    [79, 67], // F3 F1 Overline Overline
    [79, 67], // F3 F1 Overline Dead
    [59, 49], // F3 F1 Dead Dead
    [54, 32], // F3 B1 B1 B1
    [78, 66], // F3 B1 B1 Overline
    [67, 62], // F3 B1 B1 Dead
    [77, 65], // F3 B1 Overline Overline
    [77, 65], // F3 B1 Overline Dead
    [50, 44], // F3 B1 Dead Dead
    [76, 64], // F3 Overline Overline Overline
    [76, 64], // F3 Overline Overline Dead
    [76, 64], // F3 Overline Dead Dead
    [45, 36], // F3 Dead Dead Dead
    [80, 72], // B3 B3 B3 B3
    [161, 144], // B3 B3 B3 F2B
    [106, 108], // B3 B3 B3 F2A
    [149, 148], // B3 B3 B3 F2
    [81, 88], // B3 B3 B3 B2
    [47, 47], // B3 B3 B3 F1
    [98, 82], // B3 B3 B3 B1
    [78, 66], // B3 B3 B3 Overline
    [82, 66], // B3 B3 B3 Dead
    [88, 128], // B3 B3 F2B F2B
    [129, 78], // B3 B3 F2B F2A
    [72, 78], // B3 B3 F2B F2
    [106, 100], // B3 B3 F2B B2
    [122, 114], // B3 B3 F2B F1
    [126, 136], // B3 B3 F2B B1
    [76, 64], // B3 B3 F2B Overline
    [122, 106], // B3 B3 F2B Dead
    [-2, -9], // B3 B3 F2A F2A
    [131, 126], // B3 B3 F2A F2
    [107, 84], // B3 B3 F2A B2
    [61, 45], // B3 B3 F2A F1
    [76, 79], // B3 B3 F2A B1
    [76, 64], // B3 B3 F2A Overline
    [100, 83], // B3 B3 F2A Dead
    [98, 100], // B3 B3 F2 F2
    [99, 89], // B3 B3 F2 B2
    [61, 58], // B3 B3 F2 F1
    [73, 56], // B3 B3 F2 B1
    [76, 64], // B3 B3 F2 Overline
    [77, 67], // B3 B3 F2 Dead
    [80, 73], // B3 B3 B2 B2
    [72, 64], // B3 B3 B2 F1
    [65, 55], // B3 B3 B2 B1
    [66, 56], // B3 B3 B2 Overline
    [55, 49], // B3 B3 B2 Dead
    [64, 55], // B3 B3 F1 F1
    [59, 54], // B3 B3 F1 B1
    [65, 55], // B3 B3 F1 Overline
    [58, 52], // B3 B3 F1 Dead
    [60, 64], // B3 B3 B1 B1
    [63, 53], // B3 B3 B1 Overline
    [53, 48], // B3 B3 B1 Dead
    [62, 52], // B3 B3 Overline Overline
    [62, 52], // B3 B3 Overline Dead
    [48, 42], // B3 B3 Dead Dead
    [141, 92], // B3 F2B F2B F2B
    [162, 153], // B3 F2B F2B F2A
    [-12, -24], // B3 F2B F2B F2
    [98, 96], // B3 F2B F2B B2
    [43, 43], // B3 F2B F2B F1
    [72, 64], // B3 F2B F2B B1
    [73, 62], // B3 F2B F2B Overline
    [179, 111], // B3 F2B F2B Dead
    [16, 0], // B3 F2B F2A F2A
    [41, 22], // B3 F2B F2A F2
    [86, 86], // B3 F2B F2A B2
    [67, 43], // B3 F2B F2A F1
    [82, 80], // B3 F2B F2A B1
    [73, 62], // B3 F2B F2A Overline
    [84, 65], // B3 F2B F2A Dead
    [-90, -58], // B3 F2B F2 F2
    [92, 89], // B3 F2B F2 B2
    [96, 85], // B3 F2B F2 F1
    [71, 68], // B3 F2B F2 B1
    [73, 62], // B3 F2B F2 Overline
    [113, 93], // B3 F2B F2 Dead
    [103, 83], // B3 F2B B2 B2
    [57, 56], // B3 F2B B2 F1
    [79, 70], // B3 F2B B2 B1
    [64, 54], // B3 F2B B2 Overline
    [82, 67], // B3 F2B B2 Dead
    [44, 46], // B3 F2B F1 F1
    [73, 61], // B3 F2B F1 B1
    [63, 53], // B3 F2B F1 Overline
    [77, 67], // B3 F2B F1 Dead
    [65, 55], // B3 F2B B1 B1
    [60, 51], // B3 F2B B1 Overline
    [60, 54], // B3 F2B B1 Dead
    [59, 50], // B3 F2B Overline Overline
    [59, 50], // B3 F2B Overline Dead
    [43, 41], // B3 F2B Dead Dead
    [18, 45], // B3 F2A F2A F2A
    [14, -17], // B3 F2A F2A F2
    [51, 23], // B3 F2A F2A B2
    [53, 32], // B3 F2A F2A F1
    [85, 72], // B3 F2A F2A B1
    [73, 62], // B3 F2A F2A Overline
    [113, 58], // B3 F2A F2A Dead
    [89, 78], // B3 F2A F2 F2
    [93, 83], // B3 F2A F2 B2
    [37, 28], // B3 F2A F2 F1
    [85, 70], // B3 F2A F2 B1
    [73, 62], // B3 F2A F2 Overline
    [79, 75], // B3 F2A F2 Dead
    [70, 59], // B3 F2A B2 B2
    [54, 43], // B3 F2A B2 F1
    [52, 48], // B3 F2A B2 B1
    [64, 54], // B3 F2A B2 Overline
    [53, 41], // B3 F2A B2 Dead
    [48, 43], // B3 F2A F1 F1
    [56, 53], // B3 F2A F1 B1
    [63, 53], // B3 F2A F1 Overline
    [69, 57], // B3 F2A F1 Dead
    [60, 52], // B3 F2A B1 B1
    [60, 51], // B3 F2A B1 Overline
    [35, 32], // B3 F2A B1 Dead
    [59, 50], // B3 F2A Overline Overline
    [59, 50], // B3 F2A Overline Dead
    [41, 38], // B3 F2A Dead Dead
    [91, 57], // B3 F2 F2 F2
    [80, 72], // B3 F2 F2 B2
    [69, 57], // B3 F2 F2 F1
    [73, 57], // B3 F2 F2 B1
    [73, 62], // B3 F2 F2 Overline
    [79, 54], // B3 F2 F2 Dead
    [68, 63], // B3 F2 B2 B2
    [52, 43], // B3 F2 B2 F1
    [50, 41], // B3 F2 B2 B1
    [64, 54], // B3 F2 B2 Overline
    [52, 45], // B3 F2 B2 Dead
    [56, 50], // B3 F2 F1 F1
    [51, 43], // B3 F2 F1 B1
    [63, 53], // B3 F2 F1 Overline
    [54, 45], // B3 F2 F1 Dead
    [55, 49], // B3 F2 B1 B1
    [60, 51], // B3 F2 B1 Overline
    [33, 25], // B3 F2 B1 Dead
    [59, 50], // B3 F2 Overline Overline
    [59, 50], // B3 F2 Overline Dead
    [47, 41], // B3 F2 Dead Dead
    [43, 33], // B3 B2 B2 B2
    [38, 38], // B3 B2 B2 F1
    [31, 26], // B3 B2 B2 B1
    [30, 26], // B3 B2 B2 Overline
    [21, 20], // B3 B2 B2 Dead
    [31, 30], // B3 B2 F1 F1
    [28, 27], // B3 B2 F1 B1
    [30, 25], // B3 B2 F1 Overline
    [26, 25], // B3 B2 F1 Dead
    [18, 16], // B3 B2 B1 B1
    [27, 23], // B3 B2 B1 Overline
    [24, 25], // B3 B2 B1 Dead
    [26, 22], // B3 B2 Overline Overline
    [26, 22], // B3 B2 Overline Dead
    [21, 22], // B3 B2 Dead Dead
    [26, 26], // B3 F1 F1 F1
    [22, 22], // B3 F1 F1 B1
    [28, 24], // B3 F1 F1 Overline
    [26, 26], // B3 F1 F1 Dead
    [23, 22], // B3 F1 B1 B1
    [26, 22], // B3 F1 B1 Overline
    [22, 22], // B3 F1 B1 Dead
    [25, 21], // B3 F1 Overline Overline
    [25, 21], // B3 F1 Overline Dead
    [19, 19], // B3 F1 Dead Dead
    [37, 32], // B3 B1 B1 B1
    [24, 20], // B3 B1 B1 Overline
    [23, 23], // B3 B1 B1 Dead
    [22, 19], // B3 B1 Overline Overline
    [22, 19], // B3 B1 Overline Dead
    [13, 14], // B3 B1 Dead Dead
    [21, 18], // B3 Overline Overline Overline
    [21, 18], // B3 Overline Overline Dead
    [21, 18], // B3 Overline Dead Dead
    [23, 24], // B3 Dead Dead Dead
    [49, 36], // F2B F2B F2B F2B
    [37, 13], // F2B F2B F2B F2A
    [-31, -76], // F2B F2B F2B F2
    [152, 128], // F2B F2B F2B B2
    [-66, -49], // F2B F2B F2B F1
    [57, 31], // F2B F2B F2B B1
    [62, 52], // F2B F2B F2B Overline
    [118, 33], // F2B F2B F2B Dead
    [28, -9], // F2B F2B F2A F2A
    [3, 4], // F2B F2B F2A F2
    [39, 29], // F2B F2B F2A B2
    [6, 45], // F2B F2B F2A F1
    [59, 58], // F2B F2B F2A B1
    [62, 52], // F2B F2B F2A Overline
    [51, 50], // F2B F2B F2A Dead
    [58, 51], // F2B F2B F2 F2
    [114, 76], // F2B F2B F2 B2
    [38, 27], // F2B F2B F2 F1
    [104, 93], // F2B F2B F2 B1
    [62, 52], // F2B F2B F2 Overline
    [116, 65], // F2B F2B F2 Dead
    [86, 80], // F2B F2B B2 B2
    [55, 50], // F2B F2B B2 F1
    [58, 44], // F2B F2B B2 B1
    [52, 44], // F2B F2B B2 Overline
    [76, 63], // F2B F2B B2 Dead
    [18, 23], // F2B F2B F1 F1
    [65, 52], // F2B F2B F1 B1
    [50, 43], // F2B F2B F1 Overline
    [52, 21], // F2B F2B F1 Dead
    [54, 60], // F2B F2B B1 B1
    [48, 41], // F2B F2B B1 Overline
    [78, 43], // F2B F2B B1 Dead
    [48, 40], // F2B F2B Overline Overline
    [48, 40], // F2B F2B Overline Dead
    [74, 65], // F2B F2B Dead Dead
    [66, 50], // F2B F2A F2A F2A
    [-31, -21], // F2B F2A F2A F2
    [114, 89], // F2B F2A F2A B2
    [64, 81], // F2B F2A F2A F1
    [70, 57], // F2B F2A F2A B1
    [62, 52], // F2B F2A F2A Overline
    [54, 34], // F2B F2A F2A Dead
    [-17, 46], // F2B F2A F2 F2
    [42, 34], // F2B F2A F2 B2
    [53, 43], // F2B F2A F2 F1
    [70, 58], // F2B F2A F2 B1
    [62, 52], // F2B F2A F2 Overline
    [52, 37], // F2B F2A F2 Dead
    [75, 67], // F2B F2A B2 B2
    [41, 37], // F2B F2A B2 F1
    [53, 56], // F2B F2A B2 B1
    [52, 44], // F2B F2A B2 Overline
    [79, 62], // F2B F2A B2 Dead
    [38, 38], // F2B F2A F1 F1
    [46, 51], // F2B F2A F1 B1
    [50, 43], // F2B F2A F1 Overline
    [57, 36], // F2B F2A F1 Dead
    [37, 40], // F2B F2A B1 B1
    [48, 41], // F2B F2A B1 Overline
    [48, 43], // F2B F2A B1 Dead
    [48, 40], // F2B F2A Overline Overline
    [48, 40], // F2B F2A Overline Dead
    [27, 20], // F2B F2A Dead Dead
    [61, 40], // F2B F2 F2 F2
    [61, 46], // F2B F2 F2 B2
    [49, 46], // F2B F2 F2 F1
    [93, 66], // F2B F2 F2 B1
    [62, 52], // F2B F2 F2 Overline
    [118, 96], // F2B F2 F2 Dead
    [83, 72], // F2B F2 B2 B2
    [42, 39], // F2B F2 B2 F1
    [51, 38], // F2B F2 B2 B1
    [52, 44], // F2B F2 B2 Overline
    [54, 50], // F2B F2 B2 Dead
    [22, 26], // F2B F2 F1 F1
    [49, 42], // F2B F2 F1 B1
    [50, 43], // F2B F2 F1 Overline
    [68, 49], // F2B F2 F1 Dead
    [42, 41], // F2B F2 B1 B1
    [48, 41], // F2B F2 B1 Overline
    [45, 38], // F2B F2 B1 Dead
    [48, 40], // F2B F2 Overline Overline
    [48, 40], // F2B F2 Overline Dead
    [43, 37], // F2B F2 Dead Dead
    [44, 27], // F2B B2 B2 B2
    [46, 43], // F2B B2 B2 F1
    [39, 32], // F2B B2 B2 B1
    [26, 22], // F2B B2 B2 Overline
    [42, 37], // F2B B2 B2 Dead
    [34, 35], // F2B B2 F1 F1
    [32, 31], // F2B B2 F1 B1
    [25, 21], // F2B B2 F1 Overline
    [31, 28], // F2B B2 F1 Dead
    [38, 40], // F2B B2 B1 B1
    [22, 19], // F2B B2 B1 Overline
    [32, 28], // F2B B2 B1 Dead
    [21, 18], // F2B B2 Overline Overline
    [21, 18], // F2B B2 Overline Dead
    [30, 28], // F2B B2 Dead Dead
    [11, 12], // F2B F1 F1 F1
    [24, 19], // F2B F1 F1 B1
    [24, 20], // F2B F1 F1 Overline
    [37, 28], // F2B F1 F1 Dead
    [36, 31], // F2B F1 B1 B1
    [21, 18], // F2B F1 B1 Overline
    [27, 21], // F2B F1 B1 Dead
    [20, 17], // F2B F1 Overline Overline
    [20, 17], // F2B F1 Overline Dead
    [22, 20], // F2B F1 Dead Dead
    [12, 10], // F2B B1 B1 B1
    [19, 16], // F2B B1 B1 Overline
    [31, 28], // F2B B1 B1 Dead
    [17, 15], // F2B B1 Overline Overline
    [17, 15], // F2B B1 Overline Dead
    [22, 22], // F2B B1 Dead Dead
    [16, 14], // F2B Overline Overline Overline
    [16, 14], // F2B Overline Overline Dead
    [16, 14], // F2B Overline Dead Dead
    [24, 22], // F2B Dead Dead Dead
    [76, 56], // F2A F2A F2A F2A
    [20, -35], // F2A F2A F2A F2
    [61, 48], // F2A F2A F2A B2
    [-13, 17], // F2A F2A F2A F1
    [116, 64], // F2A F2A F2A B1
    [62, 52], // F2A F2A F2A Overline
    [52, 33], // F2A F2A F2A Dead
    [111, 66], // F2A F2A F2 F2
    [21, 1], // F2A F2A F2 B2
    [34, 10], // F2A F2A F2 F1
    [13, 7], // F2A F2A F2 B1
    [62, 52], // F2A F2A F2 Overline
    [50, 56], // F2A F2A F2 Dead
    [37, 16], // F2A F2A B2 B2
    [57, 48], // F2A F2A B2 F1
    [46, 41], // F2A F2A B2 B1
    [52, 44], // F2A F2A B2 Overline
    [71, 51], // F2A F2A B2 Dead
    [30, 29], // F2A F2A F1 F1
    [58, 54], // F2A F2A F1 B1
    [50, 43], // F2A F2A F1 Overline
    [46, 32], // F2A F2A F1 Dead
    [52, 49], // F2A F2A B1 B1
    [48, 41], // F2A F2A B1 Overline
    [47, 47], // F2A F2A B1 Dead
    [48, 40], // F2A F2A Overline Overline
    [48, 40], // F2A F2A Overline Dead
    [29, 25], // F2A F2A Dead Dead
    [78, 75], // F2A F2 F2 F2
    [58, 45], // F2A F2 F2 B2
    [39, 33], // F2A F2 F2 F1
    [60, 59], // F2A F2 F2 B1
    [62, 52], // F2A F2 F2 Overline
    [62, 46], // F2A F2 F2 Dead
    [50, 39], // F2A F2 B2 B2
    [36, 30], // F2A F2 B2 F1
    [52, 48], // F2A F2 B2 B1
    [52, 44], // F2A F2 B2 Overline
    [57, 51], // F2A F2 B2 Dead
    [38, 36], // F2A F2 F1 F1
    [45, 38], // F2A F2 F1 B1
    [50, 43], // F2A F2 F1 Overline
    [40, 34], // F2A F2 F1 Dead
    [61, 51], // F2A F2 B1 B1
    [48, 41], // F2A F2 B1 Overline
    [44, 36], // F2A F2 B1 Dead
    [48, 40], // F2A F2 Overline Overline
    [48, 40], // F2A F2 Overline Dead
    [27, 19], // F2A F2 Dead Dead
    [41, 40], // F2A B2 B2 B2
    [37, 32], // F2A B2 B2 F1
    [20, 17], // F2A B2 B2 B1
    [26, 22], // F2A B2 B2 Overline
    [21, 21], // F2A B2 B2 Dead
    [26, 25], // F2A B2 F1 F1
    [25, 23], // F2A B2 F1 B1
    [25, 21], // F2A B2 F1 Overline
    [29, 27], // F2A B2 F1 Dead
    [26, 15], // F2A B2 B1 B1
    [22, 19], // F2A B2 B1 Overline
    [18, 22], // F2A B2 B1 Dead
    [21, 18], // F2A B2 Overline Overline
    [21, 18], // F2A B2 Overline Dead
    [15, 15], // F2A B2 Dead Dead
    [23, 21], // F2A F1 F1 F1
    [19, 14], // F2A F1 F1 B1
    [24, 20], // F2A F1 F1 Overline
    [28, 24], // F2A F1 F1 Dead
    [15, 12], // F2A F1 B1 B1
    [21, 18], // F2A F1 B1 Overline
    [21, 16], // F2A F1 B1 Dead
    [20, 17], // F2A F1 Overline Overline
    [20, 17], // F2A F1 Overline Dead
    [14, 15], // F2A F1 Dead Dead
    [-13, -36], // F2A B1 B1 B1
    [19, 16], // F2A B1 B1 Overline
    [15, 9], // F2A B1 B1 Dead
    [17, 15], // F2A B1 Overline Overline
    [17, 15], // F2A B1 Overline Dead
    [14, 14], // F2A B1 Dead Dead
    [16, 14], // F2A Overline Overline Overline
    [16, 14], // F2A Overline Overline Dead
    [16, 14], // F2A Overline Dead Dead
    [16, 16], // F2A Dead Dead Dead
    [87, 58], // F2 F2 F2 F2
    [39, 31], // F2 F2 F2 B2
    [73, 60], // F2 F2 F2 F1
    [102, 86], // F2 F2 F2 B1
    [62, 52], // F2 F2 F2 Overline
    [31, 34], // F2 F2 F2 Dead
    [58, 48], // F2 F2 B2 B2
    [35, 28], // F2 F2 B2 F1
    [61, 49], // F2 F2 B2 B1
    [52, 44], // F2 F2 B2 Overline
    [47, 47], // F2 F2 B2 Dead
    [40, 36], // F2 F2 F1 F1
    [40, 40], // F2 F2 F1 B1
    [50, 43], // F2 F2 F1 Overline
    [41, 36], // F2 F2 F1 Dead
    [49, 45], // F2 F2 B1 B1
    [48, 41], // F2 F2 B1 Overline
    [44, 41], // F2 F2 B1 Dead
    [48, 40], // F2 F2 Overline Overline
    [48, 40], // F2 F2 Overline Dead
    [43, 36], // F2 F2 Dead Dead
    [30, 20], // F2 B2 B2 B2
    [25, 24], // F2 B2 B2 F1
    [24, 16], // F2 B2 B2 B1
    [26, 22], // F2 B2 B2 Overline
    [23, 18], // F2 B2 B2 Dead
    [27, 24], // F2 B2 F1 F1
    [24, 24], // F2 B2 F1 B1
    [25, 21], // F2 B2 F1 Overline
    [25, 23], // F2 B2 F1 Dead
    [26, 24], // F2 B2 B1 B1
    [22, 19], // F2 B2 B1 Overline
    [15, 15], // F2 B2 B1 Dead
    [21, 18], // F2 B2 Overline Overline
    [21, 18], // F2 B2 Overline Dead
    [22, 20], // F2 B2 Dead Dead
    [26, 23], // F2 F1 F1 F1
    [21, 20], // F2 F1 F1 B1
    [24, 20], // F2 F1 F1 Overline
    [25, 23], // F2 F1 F1 Dead
    [14, 12], // F2 F1 B1 B1
    [21, 18], // F2 F1 B1 Overline
    [13, 12], // F2 F1 B1 Dead
    [20, 17], // F2 F1 Overline Overline
    [20, 17], // F2 F1 Overline Dead
    [14, 13], // F2 F1 Dead Dead
    [22, 17], // F2 B1 B1 B1
    [19, 16], // F2 B1 B1 Overline
    [31, 24], // F2 B1 B1 Dead
    [17, 15], // F2 B1 Overline Overline
    [17, 15], // F2 B1 Overline Dead
    [19, 17], // F2 B1 Dead Dead
    [16, 14], // F2 Overline Overline Overline
    [16, 14], // F2 Overline Overline Dead
    [16, 14], // F2 Overline Dead Dead
    [23, 21], // F2 Dead Dead Dead
    [4, 4], // B2 B2 B2 B2
    [13, 12], // B2 B2 B2 F1
    [5, 1], // B2 B2 B2 B1
    [14, 12], // B2 B2 B2 Overline
    [1, 2], // B2 B2 B2 Dead
    [9, 11], // B2 B2 F1 F1
    [6, 8], // B2 B2 F1 B1
    [12, 11], // B2 B2 F1 Overline
    [11, 13], // B2 B2 F1 Dead
    [9, 6], // B2 B2 B1 B1
    [10, 9], // B2 B2 B1 Overline
    [4, 6], // B2 B2 B1 Dead
    [10, 8], // B2 B2 Overline Overline
    [10, 8], // B2 B2 Overline Dead
    [15, 15], // B2 B2 Dead Dead
    [15, 15], // B2 F1 F1 F1
    [11, 12], // B2 F1 F1 B1
    [12, 10], // B2 F1 F1 Overline
    [15, 15], // B2 F1 F1 Dead
    [14, 15], // B2 F1 B1 B1
    [10, 8], // B2 F1 B1 Overline
    [11, 11], // B2 F1 B1 Dead
    [8, 7], // B2 F1 Overline Overline
    [8, 7], // B2 F1 Overline Dead
    [15, 16], // B2 F1 Dead Dead
    [21, 15], // B2 B1 B1 B1
    [7, 6], // B2 B1 B1 Overline
    [6, 4], // B2 B1 B1 Dead
    [6, 5], // B2 B1 Overline Overline
    [6, 5], // B2 B1 Overline Dead
    [16, 16], // B2 B1 Dead Dead
    [5, 4], // B2 Overline Overline Overline
    [5, 4], // B2 Overline Overline Dead
    [5, 4], // B2 Overline Dead Dead
    [16, 17], // B2 Dead Dead Dead
    [16, 16], // F1 F1 F1 F1
    [15, 14], // F1 F1 F1 B1
    [10, 9], // F1 F1 F1 Overline
    [12, 12], // F1 F1 F1 Dead
    [15, 15], // F1 F1 B1 B1
    [8, 7], // F1 F1 B1 Overline
    [14, 13], // F1 F1 B1 Dead
    [7, 6], // F1 F1 Overline Overline
    [7, 6], // F1 F1 Overline Dead
    [12, 10], // F1 F1 Dead Dead
    [15, 16], // F1 B1 B1 B1
    [6, 5], // F1 B1 B1 Overline
    [9, 9], // F1 B1 B1 Dead
    [5, 4], // F1 B1 Overline Overline
    [5, 4], // F1 B1 Overline Dead
    [16, 15], // F1 B1 Dead Dead
    [3, 3], // F1 Overline Overline Overline
    [3, 3], // F1 Overline Overline Dead
    [3, 3], // F1 Overline Dead Dead
    [17, 18], // F1 Dead Dead Dead
    [83, 68], // B1 B1 B1 B1
    [3, 3], // B1 B1 B1 Overline
    [27, 30], // B1 B1 B1 Dead
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
    [656, 548], // F4 F4 F2B Dead
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
    [642, 538], // F4 F4 B1 Dead
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
    [609, 510], // F4 B4 F3 F1
    [606, 511], // F4 B4 F3 B1
    [605, 510], // F4 B4 F3 Overline
    [605, 510], // F4 B4 F3 Dead
    [591, 498], // F4 B4 B3 B3
    [589, 496], // F4 B4 B3 F2B
    [589, 496], // F4 B4 B3 F2A
    [589, 496], // F4 B4 B3 F2
    [580, 485], // F4 B4 B3 B2
    [578, 481], // F4 B4 B3 F1
    [576, 492], // F4 B4 B3 B1
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
    [576, 482], // F4 B4 F2A F1
    [573, 483], // F4 B4 F2A B1
    [572, 482], // F4 B4 F2A Overline
    [572, 482], // F4 B4 F2A Dead
    [586, 494], // F4 B4 F2 F2
    [577, 486], // F4 B4 F2 B2
    [576, 481], // F4 B4 F2 F1
    [573, 483], // F4 B4 F2 B1
    [572, 482], // F4 B4 F2 Overline
    [572, 481], // F4 B4 F2 Dead
    [567, 479], // F4 B4 B2 B2
    [566, 472], // F4 B4 B2 F1
    [564, 468], // F4 B4 B2 B1
    [562, 474], // F4 B4 B2 Overline
    [562, 455], // F4 B4 B2 Dead
    [565, 473], // F4 B4 F1 F1
    [562, 461], // F4 B4 F1 B1
    [562, 473], // F4 B4 F1 Overline
    [562, 469], // F4 B4 F1 Dead
    [560, 451], // F4 B4 B1 B1
    [559, 471], // F4 B4 B1 Overline
    [559, 443], // F4 B4 B1 Dead
    [558, 470], // F4 B4 Overline Overline
    [558, 470], // F4 B4 Overline Dead
    [558, 449], // F4 B4 Dead Dead
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
    [595, 501], // F4 F3S F3 B1
    [594, 500], // F4 F3S F3 Overline
    [594, 506], // F4 F3S F3 Dead
    [580, 488], // F4 F3S B3 B3
    [577, 486], // F4 F3S B3 F2B
    [577, 486], // F4 F3S B3 F2A
    [577, 486], // F4 F3S B3 F2
    [567, 489], // F4 F3S B3 B2
    [566, 474], // F4 F3S B3 F1
    [564, 475], // F4 F3S B3 B1
    [562, 474], // F4 F3S B3 Overline
    [562, 468], // F4 F3S B3 Dead
    [575, 484], // F4 F3S F2B F2B
    [575, 484], // F4 F3S F2B F2A
    [575, 484], // F4 F3S F2B F2
    [565, 470], // F4 F3S F2B B2
    [564, 465], // F4 F3S F2B F1
    [562, 474], // F4 F3S F2B B1
    [560, 472], // F4 F3S F2B Overline
    [560, 472], // F4 F3S F2B Dead
    [575, 484], // F4 F3S F2A F2A
    [575, 484], // F4 F3S F2A F2
    [565, 476], // F4 F3S F2A B2
    [564, 461], // F4 F3S F2A F1
    [562, 473], // F4 F3S F2A B1
    [560, 472], // F4 F3S F2A Overline
    [560, 475], // F4 F3S F2A Dead
    [575, 484], // F4 F3S F2 F2
    [565, 476], // F4 F3S F2 B2
    [564, 475], // F4 F3S F2 F1
    [562, 469], // F4 F3S F2 B1
    [560, 472], // F4 F3S F2 Overline
    [560, 475], // F4 F3S F2 Dead
    [556, 480], // F4 F3S B2 B2
    [554, 440], // F4 F3S B2 F1
    [552, 396], // F4 F3S B2 B1
    [551, 464], // F4 F3S B2 Overline
    [551, 468], // F4 F3S B2 Dead
    [553, 475], // F4 F3S F1 F1
    [551, 452], // F4 F3S F1 B1
    [549, 463], // F4 F3S F1 Overline
    [549, 445], // F4 F3S F1 Dead
    [548, 438], // F4 F3S B1 B1
    [547, 461], // F4 F3S B1 Overline
    [547, 387], // F4 F3S B1 Dead
    [546, 460], // F4 F3S Overline Overline
    [546, 460], // F4 F3S Overline Dead
    [546, 438], // F4 F3S Dead Dead
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
    [580, 486], // F4 F3 B3 B3
    [577, 486], // F4 F3 B3 F2B
    [577, 486], // F4 F3 B3 F2A
    [577, 486], // F4 F3 B3 F2
    [567, 486], // F4 F3 B3 B2
    [566, 475], // F4 F3 B3 F1
    [564, 472], // F4 F3 B3 B1
    [562, 474], // F4 F3 B3 Overline
    [562, 462], // F4 F3 B3 Dead
    [575, 484], // F4 F3 F2B F2B
    [575, 484], // F4 F3 F2B F2A
    [575, 484], // F4 F3 F2B F2
    [565, 472], // F4 F3 F2B B2
    [564, 495], // F4 F3 F2B F1
    [562, 477], // F4 F3 F2B B1
    [560, 472], // F4 F3 F2B Overline
    [560, 458], // F4 F3 F2B Dead
    [575, 484], // F4 F3 F2A F2A
    [575, 484], // F4 F3 F2A F2
    [565, 476], // F4 F3 F2A B2
    [564, 475], // F4 F3 F2A F1
    [562, 473], // F4 F3 F2A B1
    [560, 472], // F4 F3 F2A Overline
    [560, 475], // F4 F3 F2A Dead
    [575, 484], // F4 F3 F2 F2
    [565, 476], // F4 F3 F2 B2
    [564, 468], // F4 F3 F2 F1
    [562, 474], // F4 F3 F2 B1
    [560, 472], // F4 F3 F2 Overline
    [560, 472], // F4 F3 F2 Dead
    [556, 493], // F4 F3 B2 B2
    [554, 454], // F4 F3 B2 F1
    [552, 438], // F4 F3 B2 B1
    [551, 464], // F4 F3 B2 Overline
    [551, 449], // F4 F3 B2 Dead
    [553, 430], // F4 F3 F1 F1
    [551, 345], // F4 F3 F1 B1
    [549, 463], // F4 F3 F1 Overline
    [549, 426], // F4 F3 F1 Dead
    [548, 442], // F4 F3 B1 B1
    [547, 461], // F4 F3 B1 Overline
    [547, 418], // F4 F3 B1 Dead
    [546, 460], // F4 F3 Overline Overline
    [546, 460], // F4 F3 Overline Dead
    [546, 381], // F4 F3 Dead Dead
    [548, 462], // F4 B3 B3 B3
    [546, 463], // F4 B3 B3 F2B
    [546, 460], // F4 B3 B3 F2A
    [546, 459], // F4 B3 B3 F2
    [537, 485], // F4 B3 B3 B2
    [535, 436], // F4 B3 B3 F1
    [533, 438], // F4 B3 B3 B1
    [532, 448], // F4 B3 B3 Overline
    [532, 438], // F4 B3 B3 Dead
    [544, 463], // F4 B3 F2B F2B
    [544, 463], // F4 B3 F2B F2A
    [544, 469], // F4 B3 F2B F2
    [534, 518], // F4 B3 F2B B2
    [533, 415], // F4 B3 F2B F1
    [530, 497], // F4 B3 F2B B1
    [529, 446], // F4 B3 F2B Overline
    [529, 506], // F4 B3 F2B Dead
    [544, 463], // F4 B3 F2A F2A
    [544, 456], // F4 B3 F2A F2
    [534, 478], // F4 B3 F2A B2
    [533, 427], // F4 B3 F2A F1
    [530, 435], // F4 B3 F2A B1
    [529, 446], // F4 B3 F2A Overline
    [529, 445], // F4 B3 F2A Dead
    [544, 459], // F4 B3 F2 F2
    [534, 489], // F4 B3 F2 B2
    [533, 438], // F4 B3 F2 F1
    [530, 474], // F4 B3 F2 B1
    [529, 446], // F4 B3 F2 Overline
    [529, 439], // F4 B3 F2 Dead
    [524, 446], // F4 B3 B2 B2
    [524, 428], // F4 B3 B2 F1
    [521, 417], // F4 B3 B2 B1
    [520, 438], // F4 B3 B2 Overline
    [520, 416], // F4 B3 B2 Dead
    [522, 405], // F4 B3 F1 F1
    [520, 360], // F4 B3 F1 B1
    [519, 437], // F4 B3 F1 Overline
    [519, 417], // F4 B3 F1 Dead
    [518, 377], // F4 B3 B1 B1
    [516, 435], // F4 B3 B1 Overline
    [516, 379], // F4 B3 B1 Dead
    [515, 434], // F4 B3 Overline Overline
    [515, 434], // F4 B3 Overline Dead
    [515, 379], // F4 B3 Dead Dead
    [542, 458], // F4 F2B F2B F2B
    [542, 463], // F4 F2B F2B F2A
    [542, 419], // F4 F2B F2B F2
    [532, 507], // F4 F2B F2B B2
    [530, 450], // F4 F2B F2B F1
    [528, 429], // F4 F2B F2B B1
    [527, 444], // F4 F2B F2B Overline
    [527, 441], // F4 F2B F2B Dead
    [542, 467], // F4 F2B F2A F2A
    [542, 445], // F4 F2B F2A F2
    [532, 455], // F4 F2B F2A B2
    [530, 485], // F4 F2B F2A F1
    [528, 432], // F4 F2B F2A B1
    [527, 444], // F4 F2B F2A Overline
    [527, 441], // F4 F2B F2A Dead
    [542, 498], // F4 F2B F2 F2
    [532, 477], // F4 F2B F2 B2
    [530, 391], // F4 F2B F2 F1
    [528, 367], // F4 F2B F2 B1
    [527, 444], // F4 F2B F2 Overline
    [527, 442], // F4 F2B F2 Dead
    [522, 507], // F4 F2B B2 B2
    [521, 384], // F4 F2B B2 F1
    [519, 377], // F4 F2B B2 B1
    [518, 436], // F4 F2B B2 Overline
    [518, 441], // F4 F2B B2 Dead
    [520, 402], // F4 F2B F1 F1
    [518, 294], // F4 F2B F1 B1
    [516, 435], // F4 F2B F1 Overline
    [516, 363], // F4 F2B F1 Dead
    [515, 260], // F4 F2B B1 B1
    [514, 433], // F4 F2B B1 Overline
    [514, 390], // F4 F2B B1 Dead
    [513, 432], // F4 F2B Overline Overline
    [513, 432], // F4 F2B Overline Dead
    [513, 392], // F4 F2B Dead Dead
    [542, 456], // F4 F2A F2A F2A
    [542, 456], // F4 F2A F2A F2
    [532, 427], // F4 F2A F2A B2
    [530, 463], // F4 F2A F2A F1
    [528, 452], // F4 F2A F2A B1
    [527, 444], // F4 F2A F2A Overline
    [527, 448], // F4 F2A F2A Dead
    [542, 456], // F4 F2A F2 F2
    [532, 440], // F4 F2A F2 B2
    [530, 437], // F4 F2A F2 F1
    [528, 460], // F4 F2A F2 B1
    [527, 444], // F4 F2A F2 Overline
    [527, 462], // F4 F2A F2 Dead
    [522, 472], // F4 F2A B2 B2
    [521, 375], // F4 F2A B2 F1
    [519, 476], // F4 F2A B2 B1
    [518, 436], // F4 F2A B2 Overline
    [518, 446], // F4 F2A B2 Dead
    [520, 397], // F4 F2A F1 F1
    [518, 353], // F4 F2A F1 B1
    [516, 435], // F4 F2A F1 Overline
    [516, 424], // F4 F2A F1 Dead
    [515, 365], // F4 F2A B1 B1
    [514, 433], // F4 F2A B1 Overline
    [514, 366], // F4 F2A B1 Dead
    [513, 432], // F4 F2A Overline Overline
    [513, 432], // F4 F2A Overline Dead
    [513, 392], // F4 F2A Dead Dead
    [542, 456], // F4 F2 F2 F2
    [532, 473], // F4 F2 F2 B2
    [530, 439], // F4 F2 F2 F1
    [528, 430], // F4 F2 F2 B1
    [527, 444], // F4 F2 F2 Overline
    [527, 432], // F4 F2 F2 Dead
    [522, 464], // F4 F2 B2 B2
    [521, 443], // F4 F2 B2 F1
    [519, 458], // F4 F2 B2 B1
    [518, 436], // F4 F2 B2 Overline
    [518, 437], // F4 F2 B2 Dead
    [520, 392], // F4 F2 F1 F1
    [518, 365], // F4 F2 F1 B1
    [516, 435], // F4 F2 F1 Overline
    [516, 392], // F4 F2 F1 Dead
    [515, 393], // F4 F2 B1 B1
    [514, 433], // F4 F2 B1 Overline
    [514, 400], // F4 F2 B1 Dead
    [513, 432], // F4 F2 Overline Overline
    [513, 432], // F4 F2 Overline Dead
    [513, 411], // F4 F2 Dead Dead
    [513, 369], // F4 B2 B2 B2
    [511, 374], // F4 B2 B2 F1
    [509, 439], // F4 B2 B2 B1
    [508, 428], // F4 B2 B2 Overline
    [508, 376], // F4 B2 B2 Dead
    [510, 379], // F4 B2 F1 F1
    [508, 357], // F4 B2 F1 B1
    [506, 427], // F4 B2 F1 Overline
    [506, 381], // F4 B2 F1 Dead
    [506, 403], // F4 B2 B1 B1
    [504, 425], // F4 B2 B1 Overline
    [504, 380], // F4 B2 B1 Dead
    [504, 424], // F4 B2 Overline Overline
    [504, 424], // F4 B2 Overline Dead
    [504, 348], // F4 B2 Dead Dead
    [509, 341], // F4 F1 F1 F1
    [506, 352], // F4 F1 F1 B1
    [506, 426], // F4 F1 F1 Overline
    [506, 374], // F4 F1 F1 Dead
    [504, 318], // F4 F1 B1 B1
    [504, 424], // F4 F1 B1 Overline
    [504, 388], // F4 F1 B1 Dead
    [502, 423], // F4 F1 Overline Overline
    [502, 423], // F4 F1 Overline Dead
    [502, 359], // F4 F1 Dead Dead
    [502, 345], // F4 B1 B1 B1
    [501, 422], // F4 B1 B1 Overline
    [501, 348], // F4 B1 B1 Dead
    [500, 421], // F4 B1 Overline Overline
    [500, 421], // F4 B1 Overline Dead
    [500, 354], // F4 B1 Dead Dead
    [499, 420], // F4 Overline Overline Overline
    [499, 420], // F4 Overline Overline Dead
    [499, 420], // F4 Overline Dead Dead
    [499, 322], // F4 Dead Dead Dead
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
    [527, 438], // B4 B4 F3 B2
    [526, 443], // B4 B4 F3 F1
    [524, 441], // B4 B4 F3 B1
    [522, 440], // B4 B4 F3 Overline
    [522, 440], // B4 B4 F3 Dead
    [508, 428], // B4 B4 B3 B3
    [506, 426], // B4 B4 B3 F2B
    [506, 426], // B4 B4 B3 F2A
    [506, 426], // B4 B4 B3 F2
    [496, 425], // B4 B4 B3 B2
    [495, 421], // B4 B4 B3 F1
    [492, 421], // B4 B4 B3 B1
    [491, 414], // B4 B4 B3 Overline
    [491, 405], // B4 B4 B3 Dead
    [504, 424], // B4 B4 F2B F2B
    [504, 424], // B4 B4 F2B F2A
    [504, 425], // B4 B4 F2B F2
    [494, 415], // B4 B4 F2B B2
    [492, 408], // B4 B4 F2B F1
    [490, 403], // B4 B4 F2B B1
    [489, 412], // B4 B4 F2B Overline
    [489, 410], // B4 B4 F2B Dead
    [504, 424], // B4 B4 F2A F2A
    [504, 424], // B4 B4 F2A F2
    [494, 418], // B4 B4 F2A B2
    [492, 409], // B4 B4 F2A F1
    [490, 413], // B4 B4 F2A B1
    [489, 412], // B4 B4 F2A Overline
    [489, 417], // B4 B4 F2A Dead
    [504, 418], // B4 B4 F2 F2
    [494, 415], // B4 B4 F2 B2
    [492, 414], // B4 B4 F2 F1
    [490, 411], // B4 B4 F2 B1
    [489, 412], // B4 B4 F2 Overline
    [489, 392], // B4 B4 F2 Dead
    [484, 407], // B4 B4 B2 B2
    [483, 387], // B4 B4 B2 F1
    [481, 414], // B4 B4 B2 B1
    [480, 404], // B4 B4 B2 Overline
    [480, 366], // B4 B4 B2 Dead
    [482, 389], // B4 B4 F1 F1
    [480, 368], // B4 B4 F1 B1
    [478, 403], // B4 B4 F1 Overline
    [478, 353], // B4 B4 F1 Dead
    [477, 405], // B4 B4 B1 B1
    [476, 401], // B4 B4 B1 Overline
    [476, 339], // B4 B4 B1 Dead
    [475, 400], // B4 B4 Overline Overline
    [475, 400], // B4 B4 Overline Dead
    [475, 322], // B4 B4 Dead Dead
    [439, 370], // B4 F3S F3S F3S
    [439, 370], // B4 F3S F3S F3
    [408, 344], // B4 F3S F3S B3
    [406, 346], // B4 F3S F3S F2B
    [406, 342], // B4 F3S F3S F2A
    [406, 342], // B4 F3S F3S F2
    [396, 334], // B4 F3S F3S B2
    [395, 333], // B4 F3S F3S F1
    [392, 323], // B4 F3S F3S B1
    [392, 330], // B4 F3S F3S Overline
    [392, 330], // B4 F3S F3S Dead
    [439, 370], // B4 F3S F3 F3
    [408, 344], // B4 F3S F3 B3
    [406, 342], // B4 F3S F3 F2B
    [406, 342], // B4 F3S F3 F2A
    [406, 342], // B4 F3S F3 F2
    [396, 348], // B4 F3S F3 B2
    [395, 333], // B4 F3S F3 F1
    [392, 331], // B4 F3S F3 B1
    [392, 330], // B4 F3S F3 Overline
    [392, 330], // B4 F3S F3 Dead
    [377, 322], // B4 F3S B3 B3
    [375, 316], // B4 F3S B3 F2B
    [375, 316], // B4 F3S B3 F2A
    [375, 316], // B4 F3S B3 F2
    [366, 295], // B4 F3S B3 B2
    [364, 302], // B4 F3S B3 F1
    [359, 311], // B4 F3S B3 B1
    [361, 304], // B4 F3S B3 Overline
    [361, 306], // B4 F3S B3 Dead
    [372, 319], // B4 F3S F2B F2B
    [372, 314], // B4 F3S F2B F2A
    [372, 316], // B4 F3S F2B F2
    [368, 321], // B4 F3S F2B B2
    [362, 282], // B4 F3S F2B F1
    [359, 325], // B4 F3S F2B B1
    [358, 302], // B4 F3S F2B Overline
    [358, 303], // B4 F3S F2B Dead
    [372, 318], // B4 F3S F2A F2A
    [372, 306], // B4 F3S F2A F2
    [363, 316], // B4 F3S F2A B2
    [362, 270], // B4 F3S F2A F1
    [359, 299], // B4 F3S F2A B1
    [358, 302], // B4 F3S F2A Overline
    [357, 312], // B4 F3S F2A Dead
    [372, 314], // B4 F3S F2 F2
    [363, 295], // B4 F3S F2 B2
    [362, 289], // B4 F3S F2 F1
    [359, 326], // B4 F3S F2 B1
    [358, 302], // B4 F3S F2 Overline
    [358, 306], // B4 F3S F2 Dead
    [351, 298], // B4 F3S B2 B2
    [352, 257], // B4 F3S B2 F1
    [341, 307], // B4 F3S B2 B1
    [349, 294], // B4 F3S B2 Overline
    [352, 270], // B4 F3S B2 Dead
    [344, 265], // B4 F3S F1 F1
    [343, 240], // B4 F3S F1 B1
    [348, 293], // B4 F3S F1 Overline
    [344, 253], // B4 F3S F1 Dead
    [345, 299], // B4 F3S B1 B1
    [345, 291], // B4 F3S B1 Overline
    [327, 273], // B4 F3S B1 Dead
    [344, 290], // B4 F3S Overline Overline
    [344, 290], // B4 F3S Overline Dead
    [333, 188], // B4 F3S Dead Dead
    [439, 370], // B4 F3 F3 F3
    [408, 344], // B4 F3 F3 B3
    [406, 342], // B4 F3 F3 F2B
    [406, 342], // B4 F3 F3 F2A
    [406, 342], // B4 F3 F3 F2
    [396, 332], // B4 F3 F3 B2
    [395, 336], // B4 F3 F3 F1
    [392, 326], // B4 F3 F3 B1
    [392, 330], // B4 F3 F3 Overline
    [392, 334], // B4 F3 F3 Dead
    [377, 312], // B4 F3 B3 B3
    [375, 316], // B4 F3 B3 F2B
    [375, 316], // B4 F3 B3 F2A
    [375, 316], // B4 F3 B3 F2
    [366, 314], // B4 F3 B3 B2
    [364, 282], // B4 F3 B3 F1
    [362, 295], // B4 F3 B3 B1
    [361, 304], // B4 F3 B3 Overline
    [355, 293], // B4 F3 B3 Dead
    [372, 300], // B4 F3 F2B F2B
    [372, 314], // B4 F3 F2B F2A
    [372, 308], // B4 F3 F2B F2
    [363, 308], // B4 F3 F2B B2
    [362, 263], // B4 F3 F2B F1
    [359, 268], // B4 F3 F2B B1
    [358, 302], // B4 F3 F2B Overline
    [355, 294], // B4 F3 F2B Dead
    [372, 314], // B4 F3 F2A F2A
    [372, 312], // B4 F3 F2A F2
    [363, 295], // B4 F3 F2A B2
    [362, 332], // B4 F3 F2A F1
    [359, 276], // B4 F3 F2A B1
    [358, 302], // B4 F3 F2A Overline
    [358, 324], // B4 F3 F2A Dead
    [372, 315], // B4 F3 F2 F2
    [360, 326], // B4 F3 F2 B2
    [362, 335], // B4 F3 F2 F1
    [354, 293], // B4 F3 F2 B1
    [358, 302], // B4 F3 F2 Overline
    [352, 292], // B4 F3 F2 Dead
    [353, 299], // B4 F3 B2 B2
    [353, 353], // B4 F3 B2 F1
    [346, 329], // B4 F3 B2 B1
    [349, 294], // B4 F3 B2 Overline
    [339, 254], // B4 F3 B2 Dead
    [342, 304], // B4 F3 F1 F1
    [340, 293], // B4 F3 F1 B1
    [348, 293], // B4 F3 F1 Overline
    [328, 267], // B4 F3 F1 Dead
    [351, 290], // B4 F3 B1 B1
    [345, 291], // B4 F3 B1 Overline
    [312, 248], // B4 F3 B1 Dead
    [344, 290], // B4 F3 Overline Overline
    [344, 290], // B4 F3 Overline Dead
    [321, 212], // B4 F3 Dead Dead
    [178, 182], // B4 B3 B3 B3
    [183, 203], // B4 B3 B3 F2B
    [180, 163], // B4 B3 B3 F2A
    [165, 142], // B4 B3 B3 F2
    [224, 235], // B4 B3 B3 B2
    [163, 164], // B4 B3 B3 F1
    [149, 190], // B4 B3 B3 B1
    [164, 138], // B4 B3 B3 Overline
    [153, 164], // B4 B3 B3 Dead
    [170, 145], // B4 B3 F2B F2B
    [176, 149], // B4 B3 F2B F2A
    [195, 179], // B4 B3 F2B F2
    [190, 217], // B4 B3 F2B B2
    [157, 153], // B4 B3 F2B F1
    [153, 172], // B4 B3 F2B B1
    [162, 136], // B4 B3 F2B Overline
    [155, 147], // B4 B3 F2B Dead
    [188, 163], // B4 B3 F2A F2A
    [176, 157], // B4 B3 F2A F2
    [167, 186], // B4 B3 F2A B2
    [211, 195], // B4 B3 F2A F1
    [177, 162], // B4 B3 F2A B1
    [162, 136], // B4 B3 F2A Overline
    [198, 180], // B4 B3 F2A Dead
    [173, 136], // B4 B3 F2 F2
    [176, 195], // B4 B3 F2 B2
    [172, 149], // B4 B3 F2 F1
    [186, 150], // B4 B3 F2 B1
    [162, 136], // B4 B3 F2 Overline
    [184, 160], // B4 B3 F2 Dead
    [167, 166], // B4 B3 B2 B2
    [170, 159], // B4 B3 B2 F1
    [194, 172], // B4 B3 B2 B1
    [152, 128], // B4 B3 B2 Overline
    [135, 124], // B4 B3 B2 Dead
    [164, 157], // B4 B3 F1 F1
    [140, 115], // B4 B3 F1 B1
    [150, 127], // B4 B3 F1 Overline
    [138, 116], // B4 B3 F1 Dead
    [132, 118], // B4 B3 B1 B1
    [148, 125], // B4 B3 B1 Overline
    [134, 116], // B4 B3 B1 Dead
    [147, 124], // B4 B3 Overline Overline
    [147, 124], // B4 B3 Overline Dead
    [100, 76], // B4 B3 Dead Dead
    [176, 137], // B4 F2B F2B F2B
    [190, 160], // B4 F2B F2B F2A
    [148, 130], // B4 F2B F2B F2
    [144, 162], // B4 F2B F2B B2
    [121, 102], // B4 F2B F2B F1
    [171, 156], // B4 F2B F2B B1
    [159, 134], // B4 F2B F2B Overline
    [139, 155], // B4 F2B F2B Dead
    [164, 139], // B4 F2B F2A F2A
    [177, 197], // B4 F2B F2A F2
    [233, 177], // B4 F2B F2A B2
    [170, 118], // B4 F2B F2A F1
    [185, 156], // B4 F2B F2A B1
    [159, 134], // B4 F2B F2A Overline
    [185, 184], // B4 F2B F2A Dead
    [167, 139], // B4 F2B F2 F2
    [148, 151], // B4 F2B F2 B2
    [182, 132], // B4 F2B F2 F1
    [187, 160], // B4 F2B F2 B1
    [159, 134], // B4 F2B F2 Overline
    [186, 155], // B4 F2B F2 Dead
    [196, 179], // B4 F2B B2 B2
    [174, 142], // B4 F2B B2 F1
    [152, 134], // B4 F2B B2 B1
    [149, 126], // B4 F2B B2 Overline
    [149, 129], // B4 F2B B2 Dead
    [138, 91], // B4 F2B F1 F1
    [149, 106], // B4 F2B F1 B1
    [148, 125], // B4 F2B F1 Overline
    [148, 111], // B4 F2B F1 Dead
    [139, 102], // B4 F2B B1 B1
    [146, 123], // B4 F2B B1 Overline
    [141, 121], // B4 F2B B1 Dead
    [144, 122], // B4 F2B Overline Overline
    [144, 122], // B4 F2B Overline Dead
    [115, 88], // B4 F2B Dead Dead
    [169, 155], // B4 F2A F2A F2A
    [192, 178], // B4 F2A F2A F2
    [150, 157], // B4 F2A F2A B2
    [162, 151], // B4 F2A F2A F1
    [146, 113], // B4 F2A F2A B1
    [159, 134], // B4 F2A F2A Overline
    [198, 153], // B4 F2A F2A Dead
    [169, 129], // B4 F2A F2 F2
    [174, 159], // B4 F2A F2 B2
    [178, 142], // B4 F2A F2 F1
    [196, 192], // B4 F2A F2 B1
    [159, 134], // B4 F2A F2 Overline
    [224, 191], // B4 F2A F2 Dead
    [129, 124], // B4 F2A B2 B2
    [136, 109], // B4 F2A B2 F1
    [190, 166], // B4 F2A B2 B1
    [149, 126], // B4 F2A B2 Overline
    [151, 131], // B4 F2A B2 Dead
    [133, 101], // B4 F2A F1 F1
    [157, 123], // B4 F2A F1 B1
    [148, 125], // B4 F2A F1 Overline
    [134, 104], // B4 F2A F1 Dead
    [142, 120], // B4 F2A B1 B1
    [146, 123], // B4 F2A B1 Overline
    [118, 95], // B4 F2A B1 Dead
    [144, 122], // B4 F2A Overline Overline
    [144, 122], // B4 F2A Overline Dead
    [95, 71], // B4 F2A Dead Dead
    [170, 149], // B4 F2 F2 F2
    [173, 146], // B4 F2 F2 B2
    [243, 208], // B4 F2 F2 F1
    [149, 129], // B4 F2 F2 B1
    [159, 134], // B4 F2 F2 Overline
    [152, 116], // B4 F2 F2 Dead
    [162, 145], // B4 F2 B2 B2
    [143, 120], // B4 F2 B2 F1
    [140, 115], // B4 F2 B2 B1
    [149, 126], // B4 F2 B2 Overline
    [123, 107], // B4 F2 B2 Dead
    [139, 116], // B4 F2 F1 F1
    [124, 104], // B4 F2 F1 B1
    [148, 125], // B4 F2 F1 Overline
    [134, 102], // B4 F2 F1 Dead
    [165, 127], // B4 F2 B1 B1
    [146, 123], // B4 F2 B1 Overline
    [104, 84], // B4 F2 B1 Dead
    [144, 122], // B4 F2 Overline Overline
    [144, 122], // B4 F2 Overline Dead
    [92, 68], // B4 F2 Dead Dead
    [128, 109], // B4 B2 B2 B2
    [118, 106], // B4 B2 B2 F1
    [126, 111], // B4 B2 B2 B1
    [92, 78], // B4 B2 B2 Overline
    [100, 88], // B4 B2 B2 Dead
    [103, 86], // B4 B2 F1 F1
    [113, 99], // B4 B2 F1 B1
    [91, 77], // B4 B2 F1 Overline
    [89, 77], // B4 B2 F1 Dead
    [115, 92], // B4 B2 B1 B1
    [88, 75], // B4 B2 B1 Overline
    [97, 80], // B4 B2 B1 Dead
    [88, 74], // B4 B2 Overline Overline
    [88, 74], // B4 B2 Overline Dead
    [71, 55], // B4 B2 Dead Dead
    [92, 68], // B4 F1 F1 F1
    [101, 81], // B4 F1 F1 B1
    [90, 76], // B4 F1 F1 Overline
    [93, 71], // B4 F1 F1 Dead
    [97, 70], // B4 F1 B1 B1
    [88, 74], // B4 F1 B1 Overline
    [89, 71], // B4 F1 B1 Dead
    [86, 73], // B4 F1 Overline Overline
    [86, 73], // B4 F1 Overline Dead
    [77, 59], // B4 F1 Dead Dead
    [109, 85], // B4 B1 B1 B1
    [86, 72], // B4 B1 B1 Overline
    [77, 59], // B4 B1 B1 Dead
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
    [265, 216], // F3S F3S F3S B1
    [273, 230], // F3S F3S F3S Overline
    [270, 228], // F3S F3S F3S Dead
    [320, 270], // F3S F3S F3 F3
    [293, 245], // F3S F3S F3 B3
    [287, 242], // F3S F3S F3 F2B
    [287, 242], // F3S F3S F3 F2A
    [286, 239], // F3S F3S F3 F2
    [284, 233], // F3S F3S F3 B2
    [276, 237], // F3S F3S F3 F1
    [262, 199], // F3S F3S F3 B1
    [273, 230], // F3S F3S F3 Overline
    [266, 230], // F3S F3S F3 Dead
    [258, 218], // F3S F3S B3 B3
    [263, 212], // F3S F3S B3 F2B
    [253, 212], // F3S F3S B3 F2A
    [260, 216], // F3S F3S B3 F2
    [251, 219], // F3S F3S B3 B2
    [155, 172], // F3S F3S B3 F1
    [196, 96], // F3S F3S B3 B1
    [242, 204], // F3S F3S B3 Overline
    [280, 207], // F3S F3S B3 Dead
    [254, 217], // F3S F3S F2B F2B
    [254, 214], // F3S F3S F2B F2A
    [254, 214], // F3S F3S F2B F2
    [212, 150], // F3S F3S F2B B2
    [286, 261], // F3S F3S F2B F1
    [237, 96], // F3S F3S F2B B1
    [240, 202], // F3S F3S F2B Overline
    [259, 224], // F3S F3S F2B Dead
    [254, 214], // F3S F3S F2A F2A
    [219, 131], // F3S F3S F2A F2
    [227, 188], // F3S F3S F2A B2
    [232, 201], // F3S F3S F2A F1
    [209, 149], // F3S F3S F2A B1
    [240, 202], // F3S F3S F2A Overline
    [248, 215], // F3S F3S F2A Dead
    [255, 211], // F3S F3S F2 F2
    [243, 173], // F3S F3S F2 B2
    [227, 148], // F3S F3S F2 F1
    [225, 173], // F3S F3S F2 B1
    [240, 202], // F3S F3S F2 Overline
    [255, 217], // F3S F3S F2 Dead
    [165, 209], // F3S F3S B2 B2
    [98, 69], // F3S F3S B2 F1
    [142, 165], // F3S F3S B2 B1
    [230, 194], // F3S F3S B2 Overline
    [234, 229], // F3S F3S B2 Dead
    [259, 188], // F3S F3S F1 F1
    [72, 73], // F3S F3S F1 B1
    [229, 193], // F3S F3S F1 Overline
    [189, 197], // F3S F3S F1 Dead
    [157, 134], // F3S F3S B1 B1
    [226, 191], // F3S F3S B1 Overline
    [184, 136], // F3S F3S B1 Dead
    [225, 190], // F3S F3S Overline Overline
    [225, 190], // F3S F3S Overline Dead
    [288, 239], // F3S F3S Dead Dead
    [320, 270], // F3S F3 F3 F3
    [290, 246], // F3S F3 F3 B3
    [287, 242], // F3S F3 F3 F2B
    [287, 242], // F3S F3 F3 F2A
    [287, 242], // F3S F3 F3 F2
    [275, 237], // F3S F3 F3 B2
    [271, 233], // F3S F3 F3 F1
    [270, 233], // F3S F3 F3 B1
    [273, 230], // F3S F3 F3 Overline
    [278, 229], // F3S F3 F3 Dead
    [265, 221], // F3S F3 B3 B3
    [257, 219], // F3S F3 B3 F2B
    [262, 211], // F3S F3 B3 F2A
    [272, 219], // F3S F3 B3 F2
    [215, 149], // F3S F3 B3 B2
    [236, 215], // F3S F3 B3 F1
    [264, 233], // F3S F3 B3 B1
    [242, 204], // F3S F3 B3 Overline
    [261, 207], // F3S F3 B3 Dead
    [265, 240], // F3S F3 F2B F2B
    [243, 251], // F3S F3 F2B F2A
    [222, 160], // F3S F3 F2B F2
    [263, 226], // F3S F3 F2B B2
    [232, 143], // F3S F3 F2B F1
    [218, 168], // F3S F3 F2B B1
    [240, 202], // F3S F3 F2B Overline
    [249, 251], // F3S F3 F2B Dead
    [254, 210], // F3S F3 F2A F2A
    [253, 208], // F3S F3 F2A F2
    [234, 264], // F3S F3 F2A B2
    [199, 170], // F3S F3 F2A F1
    [202, 225], // F3S F3 F2A B1
    [240, 202], // F3S F3 F2A Overline
    [275, 235], // F3S F3 F2A Dead
    [220, 187], // F3S F3 F2 F2
    [240, 202], // F3S F3 F2 B2
    [195, 132], // F3S F3 F2 F1
    [218, 180], // F3S F3 F2 B1
    [240, 202], // F3S F3 F2 Overline
    [253, 185], // F3S F3 F2 Dead
    [313, 238], // F3S F3 B2 B2
    [119, 167], // F3S F3 B2 F1
    [206, 184], // F3S F3 B2 B1
    [230, 194], // F3S F3 B2 Overline
    [297, 225], // F3S F3 B2 Dead
    [65, 173], // F3S F3 F1 F1
    [151, 140], // F3S F3 F1 B1
    [229, 193], // F3S F3 F1 Overline
    [190, 151], // F3S F3 F1 Dead
    [107, 103], // F3S F3 B1 B1
    [226, 191], // F3S F3 B1 Overline
    [247, 166], // F3S F3 B1 Dead
    [225, 190], // F3S F3 Overline Overline
    [225, 190], // F3S F3 Overline Dead
    [252, 173], // F3S F3 Dead Dead
    [139, 133], // F3S B3 B3 B3
    [170, 111], // F3S B3 B3 F2B
    [121, 84], // F3S B3 B3 F2A
    [135, 133], // F3S B3 B3 F2
    [131, 91], // F3S B3 B3 B2
    [119, 105], // F3S B3 B3 F1
    [137, 106], // F3S B3 B3 B1
    [128, 108], // F3S B3 B3 Overline
    [212, 146], // F3S B3 B3 Dead
    [119, 100], // F3S B3 F2B F2B
    [183, 138], // F3S B3 F2B F2A
    [204, 163], // F3S B3 F2B F2
    [121, 142], // F3S B3 F2B B2
    [46, 50], // F3S B3 F2B F1
    [198, 110], // F3S B3 F2B B1
    [126, 106], // F3S B3 F2B Overline
    [252, 137], // F3S B3 F2B Dead
    [103, 69], // F3S B3 F2A F2A
    [131, 89], // F3S B3 F2A F2
    [123, 145], // F3S B3 F2A B2
    [151, 129], // F3S B3 F2A F1
    [118, 97], // F3S B3 F2A B1
    [126, 106], // F3S B3 F2A Overline
    [178, 128], // F3S B3 F2A Dead
    [137, 125], // F3S B3 F2 F2
    [156, 139], // F3S B3 F2 B2
    [89, 95], // F3S B3 F2 F1
    [109, 106], // F3S B3 F2 B1
    [126, 106], // F3S B3 F2 Overline
    [227, 162], // F3S B3 F2 Dead
    [153, 138], // F3S B3 B2 B2
    [96, 101], // F3S B3 B2 F1
    [134, 129], // F3S B3 B2 B1
    [116, 98], // F3S B3 B2 Overline
    [131, 100], // F3S B3 B2 Dead
    [130, 104], // F3S B3 F1 F1
    [119, 103], // F3S B3 F1 B1
    [115, 97], // F3S B3 F1 Overline
    [124, 115], // F3S B3 F1 Dead
    [99, 80], // F3S B3 B1 B1
    [112, 95], // F3S B3 B1 Overline
    [127, 101], // F3S B3 B1 Dead
    [111, 94], // F3S B3 Overline Overline
    [111, 94], // F3S B3 Overline Dead
    [94, 70], // F3S B3 Dead Dead
    [150, 138], // F3S F2B F2B F2B
    [225, 253], // F3S F2B F2B F2A
    [136, 135], // F3S F2B F2B F2
    [155, 51], // F3S F2B F2B B2
    [218, 166], // F3S F2B F2B F1
    [153, 67], // F3S F2B F2B B1
    [124, 104], // F3S F2B F2B Overline
    [271, 106], // F3S F2B F2B Dead
    [149, 165], // F3S F2B F2A F2A
    [175, 98], // F3S F2B F2A F2
    [141, 96], // F3S F2B F2A B2
    [282, 212], // F3S F2B F2A F1
    [166, 104], // F3S F2B F2A B1
    [124, 104], // F3S F2B F2A Overline
    [245, 147], // F3S F2B F2A Dead
    [151, 122], // F3S F2B F2 F2
    [95, 113], // F3S F2B F2 B2
    [118, 70], // F3S F2B F2 F1
    [88, 71], // F3S F2B F2 B1
    [124, 104], // F3S F2B F2 Overline
    [194, 107], // F3S F2B F2 Dead
    [175, 134], // F3S F2B B2 B2
    [95, 79], // F3S F2B B2 F1
    [113, 91], // F3S F2B B2 B1
    [114, 96], // F3S F2B B2 Overline
    [171, 143], // F3S F2B B2 Dead
    [140, 92], // F3S F2B F1 F1
    [79, 80], // F3S F2B F1 B1
    [112, 95], // F3S F2B F1 Overline
    [101, 84], // F3S F2B F1 Dead
    [66, 50], // F3S F2B B1 B1
    [110, 93], // F3S F2B B1 Overline
    [104, 68], // F3S F2B B1 Dead
    [109, 92], // F3S F2B Overline Overline
    [109, 92], // F3S F2B Overline Dead
    [99, 94], // F3S F2B Dead Dead
    [135, 113], // F3S F2A F2A F2A
    [125, 84], // F3S F2A F2A F2
    [150, 131], // F3S F2A F2A B2
    [212, 192], // F3S F2A F2A F1
    [97, 104], // F3S F2A F2A B1
    [124, 104], // F3S F2A F2A Overline
    [192, 140], // F3S F2A F2A Dead
    [149, 132], // F3S F2A F2 F2
    [113, 96], // F3S F2A F2 B2
    [127, 94], // F3S F2A F2 F1
    [84, 63], // F3S F2A F2 B1
    [124, 104], // F3S F2A F2 Overline
    [156, 142], // F3S F2A F2 Dead
    [85, 72], // F3S F2A B2 B2
    [112, 99], // F3S F2A B2 F1
    [115, 97], // F3S F2A B2 B1
    [114, 96], // F3S F2A B2 Overline
    [124, 105], // F3S F2A B2 Dead
    [102, 85], // F3S F2A F1 F1
    [72, 51], // F3S F2A F1 B1
    [112, 95], // F3S F2A F1 Overline
    [115, 95], // F3S F2A F1 Dead
    [104, 96], // F3S F2A B1 B1
    [110, 93], // F3S F2A B1 Overline
    [98, 77], // F3S F2A B1 Dead
    [109, 92], // F3S F2A Overline Overline
    [109, 92], // F3S F2A Overline Dead
    [96, 81], // F3S F2A Dead Dead
    [139, 113], // F3S F2 F2 F2
    [159, 116], // F3S F2 F2 B2
    [88, 132], // F3S F2 F2 F1
    [74, 66], // F3S F2 F2 B1
    [124, 104], // F3S F2 F2 Overline
    [136, 101], // F3S F2 F2 Dead
    [116, 106], // F3S F2 B2 B2
    [107, 95], // F3S F2 B2 F1
    [111, 109], // F3S F2 B2 B1
    [114, 96], // F3S F2 B2 Overline
    [132, 94], // F3S F2 B2 Dead
    [107, 85], // F3S F2 F1 F1
    [99, 76], // F3S F2 F1 B1
    [112, 95], // F3S F2 F1 Overline
    [122, 80], // F3S F2 F1 Dead
    [107, 66], // F3S F2 B1 B1
    [110, 93], // F3S F2 B1 Overline
    [116, 98], // F3S F2 B1 Dead
    [109, 92], // F3S F2 Overline Overline
    [109, 92], // F3S F2 Overline Dead
    [115, 90], // F3S F2 Dead Dead
    [86, 72], // F3S B2 B2 B2
    [127, 110], // F3S B2 B2 F1
    [103, 81], // F3S B2 B2 B1
    [86, 72], // F3S B2 B2 Overline
    [82, 68], // F3S B2 B2 Dead
    [91, 79], // F3S B2 F1 F1
    [80, 69], // F3S B2 F1 B1
    [84, 71], // F3S B2 F1 Overline
    [90, 71], // F3S B2 F1 Dead
    [72, 67], // F3S B2 B1 B1
    [82, 69], // F3S B2 B1 Overline
    [82, 61], // F3S B2 B1 Dead
    [81, 68], // F3S B2 Overline Overline
    [81, 68], // F3S B2 Overline Dead
    [65, 46], // F3S B2 Dead Dead
    [85, 61], // F3S F1 F1 F1
    [76, 55], // F3S F1 F1 B1
    [83, 70], // F3S F1 F1 Overline
    [86, 60], // F3S F1 F1 Dead
    [77, 51], // F3S F1 B1 B1
    [81, 68], // F3S F1 B1 Overline
    [68, 49], // F3S F1 B1 Dead
    [79, 67], // F3S F1 Overline Overline
    [79, 67], // F3S F1 Overline Dead
    [61, 46], // F3S F1 Dead Dead
    [53, 33], // F3S B1 B1 B1
    [78, 66], // F3S B1 B1 Overline
    [62, 29], // F3S B1 B1 Dead
    [77, 65], // F3S B1 Overline Overline
    [77, 65], // F3S B1 Overline Dead
    [61, 38], // F3S B1 Dead Dead
    [76, 64], // F3S Overline Overline Overline
    [76, 64], // F3S Overline Overline Dead
    [76, 64], // F3S Overline Dead Dead
    [64, 45], // F3S Dead Dead Dead
    [320, 270], // F3 F3 F3 F3
    [290, 244], // F3 F3 F3 B3
    [287, 242], // F3 F3 F3 F2B
    [287, 242], // F3 F3 F3 F2A
    [287, 242], // F3 F3 F3 F2
    [286, 234], // F3 F3 F3 B2
    [272, 256], // F3 F3 F3 F1
    [273, 231], // F3 F3 F3 B1
    [273, 230], // F3 F3 F3 Overline
    [273, 230], // F3 F3 F3 Dead
    [258, 214], // F3 F3 B3 B3
    [259, 209], // F3 F3 B3 F2B
    [250, 207], // F3 F3 B3 F2A
    [249, 224], // F3 F3 B3 F2
    [236, 209], // F3 F3 B3 B2
    [252, 184], // F3 F3 B3 F1
    [208, 144], // F3 F3 B3 B1
    [242, 204], // F3 F3 B3 Overline
    [287, 269], // F3 F3 B3 Dead
    [254, 214], // F3 F3 F2B F2B
    [251, 210], // F3 F3 F2B F2A
    [259, 205], // F3 F3 F2B F2
    [230, 206], // F3 F3 F2B B2
    [291, 228], // F3 F3 F2B F1
    [195, 191], // F3 F3 F2B B1
    [240, 202], // F3 F3 F2B Overline
    [262, 248], // F3 F3 F2B Dead
    [254, 215], // F3 F3 F2A F2A
    [249, 210], // F3 F3 F2A F2
    [252, 206], // F3 F3 F2A B2
    [321, 292], // F3 F3 F2A F1
    [209, 188], // F3 F3 F2A B1
    [240, 202], // F3 F3 F2A Overline
    [284, 229], // F3 F3 F2A Dead
    [248, 213], // F3 F3 F2 F2
    [252, 232], // F3 F3 F2 B2
    [210, 178], // F3 F3 F2 F1
    [267, 220], // F3 F3 F2 B1
    [240, 202], // F3 F3 F2 Overline
    [258, 238], // F3 F3 F2 Dead
    [247, 216], // F3 F3 B2 B2
    [169, 116], // F3 F3 B2 F1
    [202, 211], // F3 F3 B2 B1
    [230, 194], // F3 F3 B2 Overline
    [240, 198], // F3 F3 B2 Dead
    [219, 194], // F3 F3 F1 F1
    [165, 158], // F3 F3 F1 B1
    [229, 193], // F3 F3 F1 Overline
    [276, 240], // F3 F3 F1 Dead
    [216, 185], // F3 F3 B1 B1
    [226, 191], // F3 F3 B1 Overline
    [256, 232], // F3 F3 B1 Dead
    [225, 190], // F3 F3 Overline Overline
    [225, 190], // F3 F3 Overline Dead
    [317, 213], // F3 F3 Dead Dead
    [152, 138], // F3 B3 B3 B3
    [169, 138], // F3 B3 B3 F2B
    [153, 144], // F3 B3 B3 F2A
    [133, 104], // F3 B3 B3 F2
    [141, 99], // F3 B3 B3 B2
    [94, 106], // F3 B3 B3 F1
    [183, 123], // F3 B3 B3 B1
    [128, 108], // F3 B3 B3 Overline
    [184, 153], // F3 B3 B3 Dead
    [163, 176], // F3 B3 F2B F2B
    [190, 164], // F3 B3 F2B F2A
    [170, 141], // F3 B3 F2B F2
    [153, 141], // F3 B3 F2B B2
    [97, 91], // F3 B3 F2B F1
    [97, 99], // F3 B3 F2B B1
    [126, 106], // F3 B3 F2B Overline
    [199, 144], // F3 B3 F2B Dead
    [184, 129], // F3 B3 F2A F2A
    [124, 77], // F3 B3 F2A F2
    [134, 78], // F3 B3 F2A B2
    [133, 117], // F3 B3 F2A F1
    [63, 11], // F3 B3 F2A B1
    [126, 106], // F3 B3 F2A Overline
    [212, 158], // F3 B3 F2A Dead
    [149, 125], // F3 B3 F2 F2
    [83, 78], // F3 B3 F2 B2
    [93, 91], // F3 B3 F2 F1
    [137, 114], // F3 B3 F2 B1
    [126, 106], // F3 B3 F2 Overline
    [144, 119], // F3 B3 F2 Dead
    [119, 97], // F3 B3 B2 B2
    [107, 95], // F3 B3 B2 F1
    [101, 103], // F3 B3 B2 B1
    [116, 98], // F3 B3 B2 Overline
    [127, 111], // F3 B3 B2 Dead
    [94, 91], // F3 B3 F1 F1
    [96, 90], // F3 B3 F1 B1
    [115, 97], // F3 B3 F1 Overline
    [109, 88], // F3 B3 F1 Dead
    [92, 78], // F3 B3 B1 B1
    [112, 95], // F3 B3 B1 Overline
    [105, 84], // F3 B3 B1 Dead
    [111, 94], // F3 B3 Overline Overline
    [111, 94], // F3 B3 Overline Dead
    [94, 82], // F3 B3 Dead Dead
    [155, 128], // F3 F2B F2B F2B
    [163, 108], // F3 F2B F2B F2A
    [131, 134], // F3 F2B F2B F2
    [136, 66], // F3 F2B F2B B2
    [104, 68], // F3 F2B F2B F1
    [52, 49], // F3 F2B F2B B1
    [124, 104], // F3 F2B F2B Overline
    [149, 121], // F3 F2B F2B Dead
    [163, 129], // F3 F2B F2A F2A
    [140, 101], // F3 F2B F2A F2
    [93, 68], // F3 F2B F2A B2
    [109, 96], // F3 F2B F2A F1
    [72, 102], // F3 F2B F2A B1
    [124, 104], // F3 F2B F2A Overline
    [151, 110], // F3 F2B F2A Dead
    [144, 58], // F3 F2B F2 F2
    [95, 105], // F3 F2B F2 B2
    [65, 62], // F3 F2B F2 F1
    [84, 85], // F3 F2B F2 B1
    [124, 104], // F3 F2B F2 Overline
    [103, 113], // F3 F2B F2 Dead
    [102, 72], // F3 F2B B2 B2
    [91, 66], // F3 F2B B2 F1
    [84, 78], // F3 F2B B2 B1
    [114, 96], // F3 F2B B2 Overline
    [103, 79], // F3 F2B B2 Dead
    [59, 54], // F3 F2B F1 F1
    [54, 62], // F3 F2B F1 B1
    [112, 95], // F3 F2B F1 Overline
    [86, 82], // F3 F2B F1 Dead
    [101, 103], // F3 F2B B1 B1
    [110, 93], // F3 F2B B1 Overline
    [112, 112], // F3 F2B B1 Dead
    [109, 92], // F3 F2B Overline Overline
    [109, 92], // F3 F2B Overline Dead
    [95, 88], // F3 F2B Dead Dead
    [151, 129], // F3 F2A F2A F2A
    [163, 140], // F3 F2A F2A F2
    [135, 76], // F3 F2A F2A B2
    [168, 100], // F3 F2A F2A F1
    [138, 81], // F3 F2A F2A B1
    [124, 104], // F3 F2A F2A Overline
    [131, 101], // F3 F2A F2A Dead
    [130, 109], // F3 F2A F2 F2
    [48, 44], // F3 F2A F2 B2
    [61, 37], // F3 F2A F2 F1
    [89, 72], // F3 F2A F2 B1
    [124, 104], // F3 F2A F2 Overline
    [133, 120], // F3 F2A F2 Dead
    [81, 102], // F3 F2A B2 B2
    [102, 86], // F3 F2A B2 F1
    [96, 85], // F3 F2A B2 B1
    [114, 96], // F3 F2A B2 Overline
    [97, 83], // F3 F2A B2 Dead
    [92, 79], // F3 F2A F1 F1
    [96, 87], // F3 F2A F1 B1
    [112, 95], // F3 F2A F1 Overline
    [116, 96], // F3 F2A F1 Dead
    [119, 108], // F3 F2A B1 B1
    [110, 93], // F3 F2A B1 Overline
    [77, 70], // F3 F2A B1 Dead
    [109, 92], // F3 F2A Overline Overline
    [109, 92], // F3 F2A Overline Dead
    [95, 87], // F3 F2A Dead Dead
    [154, 123], // F3 F2 F2 F2
    [105, 123], // F3 F2 F2 B2
    [114, 83], // F3 F2 F2 F1
    [124, 99], // F3 F2 F2 B1
    [124, 104], // F3 F2 F2 Overline
    [112, 111], // F3 F2 F2 Dead
    [108, 90], // F3 F2 B2 B2
    [76, 72], // F3 F2 B2 F1
    [87, 84], // F3 F2 B2 B1
    [114, 96], // F3 F2 B2 Overline
    [105, 88], // F3 F2 B2 Dead
    [96, 84], // F3 F2 F1 F1
    [86, 78], // F3 F2 F1 B1
    [112, 95], // F3 F2 F1 Overline
    [101, 89], // F3 F2 F1 Dead
    [74, 62], // F3 F2 B1 B1
    [110, 93], // F3 F2 B1 Overline
    [92, 78], // F3 F2 B1 Dead
    [109, 92], // F3 F2 Overline Overline
    [109, 92], // F3 F2 Overline Dead
    [87, 74], // F3 F2 Dead Dead
    [83, 63], // F3 B2 B2 B2
    [83, 76], // F3 B2 B2 F1
    [89, 78], // F3 B2 B2 B1
    [86, 72], // F3 B2 B2 Overline
    [87, 72], // F3 B2 B2 Dead
    [70, 61], // F3 B2 F1 F1
    [80, 68], // F3 B2 F1 B1
    [84, 71], // F3 B2 F1 Overline
    [90, 74], // F3 B2 F1 Dead
    [89, 68], // F3 B2 B1 B1
    [82, 69], // F3 B2 B1 Overline
    [77, 64], // F3 B2 B1 Dead
    [81, 68], // F3 B2 Overline Overline
    [81, 68], // F3 B2 Overline Dead
    [74, 56], // F3 B2 Dead Dead
    [71, 54], // F3 F1 F1 F1
    [84, 68], // F3 F1 F1 B1
    [83, 70], // F3 F1 F1 Overline
    [80, 64], // F3 F1 F1 Dead
    [79, 61], // F3 F1 B1 B1
    [81, 68], // F3 F1 B1 Overline
    [83, 65], // F3 F1 B1 Dead
    [79, 67], // F3 F1 Overline Overline
    [79, 67], // F3 F1 Overline Dead
    [77, 63], // F3 F1 Dead Dead
    [62, 45], // F3 B1 B1 B1
    [78, 66], // F3 B1 B1 Overline
    [73, 63], // F3 B1 B1 Dead
    [77, 65], // F3 B1 Overline Overline
    [77, 65], // F3 B1 Overline Dead
    [57, 47], // F3 B1 Dead Dead
    [76, 64], // F3 Overline Overline Overline
    [76, 64], // F3 Overline Overline Dead
    [76, 64], // F3 Overline Dead Dead
    [56, 45], // F3 Dead Dead Dead
    [121, 93], // B3 B3 B3 B3
    [129, 103], // B3 B3 B3 F2B
    [99, 98], // B3 B3 B3 F2A
    [96, 80], // B3 B3 B3 F2
    [112, 103], // B3 B3 B3 B2
    [92, 83], // B3 B3 B3 F1
    [151, 132], // B3 B3 B3 B1
    [78, 66], // B3 B3 B3 Overline
    [94, 77], // B3 B3 B3 Dead
    [102, 53], // B3 B3 F2B F2B
    [77, 43], // B3 B3 F2B F2A
    [87, 73], // B3 B3 F2B F2
    [136, 112], // B3 B3 F2B B2
    [75, 76], // B3 B3 F2B F1
    [91, 84], // B3 B3 F2B B1
    [76, 64], // B3 B3 F2B Overline
    [89, 69], // B3 B3 F2B Dead
    [40, 4], // B3 B3 F2A F2A
    [68, 46], // B3 B3 F2A F2
    [76, 64], // B3 B3 F2A B2
    [56, 48], // B3 B3 F2A F1
    [103, 92], // B3 B3 F2A B1
    [76, 64], // B3 B3 F2A Overline
    [97, 87], // B3 B3 F2A Dead
    [119, 101], // B3 B3 F2 F2
    [110, 86], // B3 B3 F2 B2
    [86, 77], // B3 B3 F2 F1
    [61, 47], // B3 B3 F2 B1
    [76, 64], // B3 B3 F2 Overline
    [87, 57], // B3 B3 F2 Dead
    [94, 88], // B3 B3 B2 B2
    [73, 57], // B3 B3 B2 F1
    [92, 82], // B3 B3 B2 B1
    [66, 56], // B3 B3 B2 Overline
    [58, 46], // B3 B3 B2 Dead
    [63, 56], // B3 B3 F1 F1
    [61, 51], // B3 B3 F1 B1
    [65, 55], // B3 B3 F1 Overline
    [51, 42], // B3 B3 F1 Dead
    [54, 55], // B3 B3 B1 B1
    [63, 53], // B3 B3 B1 Overline
    [61, 53], // B3 B3 B1 Dead
    [62, 52], // B3 B3 Overline Overline
    [62, 52], // B3 B3 Overline Dead
    [40, 31], // B3 B3 Dead Dead
    [93, 41], // B3 F2B F2B F2B
    [103, 98], // B3 F2B F2B F2A
    [131, 156], // B3 F2B F2B F2
    [61, 65], // B3 F2B F2B B2
    [37, 24], // B3 F2B F2B F1
    [69, 61], // B3 F2B F2B B1
    [73, 62], // B3 F2B F2B Overline
    [118, 101], // B3 F2B F2B Dead
    [12, 41], // B3 F2B F2A F2A
    [89, 73], // B3 F2B F2A F2
    [109, 80], // B3 F2B F2A B2
    [35, 26], // B3 F2B F2A F1
    [38, 36], // B3 F2B F2A B1
    [73, 62], // B3 F2B F2A Overline
    [101, 79], // B3 F2B F2A Dead
    [53, -1], // B3 F2B F2 F2
    [70, 59], // B3 F2B F2 B2
    [94, 82], // B3 F2B F2 F1
    [77, 62], // B3 F2B F2 B1
    [73, 62], // B3 F2B F2 Overline
    [95, 85], // B3 F2B F2 Dead
    [78, 59], // B3 F2B B2 B2
    [41, 29], // B3 F2B B2 F1
    [66, 62], // B3 F2B B2 B1
    [64, 54], // B3 F2B B2 Overline
    [61, 50], // B3 F2B B2 Dead
    [49, 43], // B3 F2B F1 F1
    [54, 46], // B3 F2B F1 B1
    [63, 53], // B3 F2B F1 Overline
    [51, 43], // B3 F2B F1 Dead
    [35, 30], // B3 F2B B1 B1
    [60, 51], // B3 F2B B1 Overline
    [69, 58], // B3 F2B B1 Dead
    [59, 50], // B3 F2B Overline Overline
    [59, 50], // B3 F2B Overline Dead
    [51, 47], // B3 F2B Dead Dead
    [91, 65], // B3 F2A F2A F2A
    [47, 36], // B3 F2A F2A F2
    [22, 10], // B3 F2A F2A B2
    [62, 38], // B3 F2A F2A F1
    [91, 79], // B3 F2A F2A B1
    [73, 62], // B3 F2A F2A Overline
    [102, 85], // B3 F2A F2A Dead
    [67, 45], // B3 F2A F2 F2
    [50, 38], // B3 F2A F2 B2
    [51, 37], // B3 F2A F2 F1
    [89, 75], // B3 F2A F2 B1
    [73, 62], // B3 F2A F2 Overline
    [94, 73], // B3 F2A F2 Dead
    [52, 44], // B3 F2A B2 B2
    [44, 40], // B3 F2A B2 F1
    [76, 66], // B3 F2A B2 B1
    [64, 54], // B3 F2A B2 Overline
    [67, 60], // B3 F2A B2 Dead
    [42, 37], // B3 F2A F1 F1
    [50, 44], // B3 F2A F1 B1
    [63, 53], // B3 F2A F1 Overline
    [56, 51], // B3 F2A F1 Dead
    [49, 45], // B3 F2A B1 B1
    [60, 51], // B3 F2A B1 Overline
    [58, 48], // B3 F2A B1 Dead
    [59, 50], // B3 F2A Overline Overline
    [59, 50], // B3 F2A Overline Dead
    [54, 43], // B3 F2A Dead Dead
    [82, 83], // B3 F2 F2 F2
    [101, 93], // B3 F2 F2 B2
    [66, 61], // B3 F2 F2 F1
    [67, 51], // B3 F2 F2 B1
    [73, 62], // B3 F2 F2 Overline
    [73, 56], // B3 F2 F2 Dead
    [73, 69], // B3 F2 B2 B2
    [62, 53], // B3 F2 B2 F1
    [69, 63], // B3 F2 B2 B1
    [64, 54], // B3 F2 B2 Overline
    [64, 51], // B3 F2 B2 Dead
    [55, 47], // B3 F2 F1 F1
    [47, 42], // B3 F2 F1 B1
    [63, 53], // B3 F2 F1 Overline
    [54, 44], // B3 F2 F1 Dead
    [41, 36], // B3 F2 B1 B1
    [60, 51], // B3 F2 B1 Overline
    [53, 49], // B3 F2 B1 Dead
    [59, 50], // B3 F2 Overline Overline
    [59, 50], // B3 F2 Overline Dead
    [43, 34], // B3 F2 Dead Dead
    [47, 49], // B3 B2 B2 B2
    [42, 38], // B3 B2 B2 F1
    [56, 57], // B3 B2 B2 B1
    [30, 26], // B3 B2 B2 Overline
    [27, 19], // B3 B2 B2 Dead
    [32, 29], // B3 B2 F1 F1
    [35, 32], // B3 B2 F1 B1
    [30, 25], // B3 B2 F1 Overline
    [28, 24], // B3 B2 F1 Dead
    [48, 42], // B3 B2 B1 B1
    [27, 23], // B3 B2 B1 Overline
    [37, 33], // B3 B2 B1 Dead
    [26, 22], // B3 B2 Overline Overline
    [26, 22], // B3 B2 Overline Dead
    [26, 22], // B3 B2 Dead Dead
    [24, 20], // B3 F1 F1 F1
    [24, 22], // B3 F1 F1 B1
    [28, 24], // B3 F1 F1 Overline
    [26, 24], // B3 F1 F1 Dead
    [29, 24], // B3 F1 B1 B1
    [26, 22], // B3 F1 B1 Overline
    [28, 24], // B3 F1 B1 Dead
    [25, 21], // B3 F1 Overline Overline
    [25, 21], // B3 F1 Overline Dead
    [21, 17], // B3 F1 Dead Dead
    [34, 30], // B3 B1 B1 B1
    [24, 20], // B3 B1 B1 Overline
    [29, 23], // B3 B1 B1 Dead
    [22, 19], // B3 B1 Overline Overline
    [22, 19], // B3 B1 Overline Dead
    [23, 21], // B3 B1 Dead Dead
    [21, 18], // B3 Overline Overline Overline
    [21, 18], // B3 Overline Overline Dead
    [21, 18], // B3 Overline Dead Dead
    [22, 18], // B3 Dead Dead Dead
    [103, 74], // F2B F2B F2B F2B
    [46, 37], // F2B F2B F2B F2A
    [104, 114], // F2B F2B F2B F2
    [78, 67], // F2B F2B F2B B2
    [114, 70], // F2B F2B F2B F1
    [43, 19], // F2B F2B F2B B1
    [62, 52], // F2B F2B F2B Overline
    [66, 73], // F2B F2B F2B Dead
    [95, 111], // F2B F2B F2A F2A
    [92, 29], // F2B F2B F2A F2
    [32, 25], // F2B F2B F2A B2
    [68, 37], // F2B F2B F2A F1
    [52, 40], // F2B F2B F2A B1
    [62, 52], // F2B F2B F2A Overline
    [80, 24], // F2B F2B F2A Dead
    [54, 10], // F2B F2B F2 F2
    [109, 107], // F2B F2B F2 B2
    [49, 23], // F2B F2B F2 F1
    [35, 35], // F2B F2B F2 B1
    [62, 52], // F2B F2B F2 Overline
    [131, 87], // F2B F2B F2 Dead
    [88, 71], // F2B F2B B2 B2
    [56, 43], // F2B F2B B2 F1
    [47, 43], // F2B F2B B2 B1
    [52, 44], // F2B F2B B2 Overline
    [78, 55], // F2B F2B B2 Dead
    [50, 41], // F2B F2B F1 F1
    [18, 11], // F2B F2B F1 B1
    [50, 43], // F2B F2B F1 Overline
    [25, 2], // F2B F2B F1 Dead
    [43, 47], // F2B F2B B1 B1
    [48, 41], // F2B F2B B1 Overline
    [35, 43], // F2B F2B B1 Dead
    [48, 40], // F2B F2B Overline Overline
    [48, 40], // F2B F2B Overline Dead
    [32, 19], // F2B F2B Dead Dead
    [68, 56], // F2B F2A F2A F2A
    [68, 68], // F2B F2A F2A F2
    [62, 58], // F2B F2A F2A B2
    [89, 46], // F2B F2A F2A F1
    [40, 23], // F2B F2A F2A B1
    [62, 52], // F2B F2A F2A Overline
    [93, 78], // F2B F2A F2A Dead
    [62, 31], // F2B F2A F2 F2
    [44, 48], // F2B F2A F2 B2
    [37, 28], // F2B F2A F2 F1
    [65, 52], // F2B F2A F2 B1
    [62, 52], // F2B F2A F2 Overline
    [70, 52], // F2B F2A F2 Dead
    [79, 62], // F2B F2A B2 B2
    [40, 30], // F2B F2A B2 F1
    [31, 32], // F2B F2A B2 B1
    [52, 44], // F2B F2A B2 Overline
    [55, 38], // F2B F2A B2 Dead
    [36, 42], // F2B F2A F1 F1
    [30, 26], // F2B F2A F1 B1
    [50, 43], // F2B F2A F1 Overline
    [40, 31], // F2B F2A F1 Dead
    [44, 41], // F2B F2A B1 B1
    [48, 41], // F2B F2A B1 Overline
    [47, 48], // F2B F2A B1 Dead
    [48, 40], // F2B F2A Overline Overline
    [48, 40], // F2B F2A Overline Dead
    [55, 44], // F2B F2A Dead Dead
    [78, 63], // F2B F2 F2 F2
    [92, 83], // F2B F2 F2 B2
    [68, 61], // F2B F2 F2 F1
    [42, 31], // F2B F2 F2 B1
    [62, 52], // F2B F2 F2 Overline
    [74, 60], // F2B F2 F2 Dead
    [52, 41], // F2B F2 B2 B2
    [51, 46], // F2B F2 B2 F1
    [33, 28], // F2B F2 B2 B1
    [52, 44], // F2B F2 B2 Overline
    [66, 57], // F2B F2 B2 Dead
    [37, 36], // F2B F2 F1 F1
    [34, 30], // F2B F2 F1 B1
    [50, 43], // F2B F2 F1 Overline
    [42, 34], // F2B F2 F1 Dead
    [36, 35], // F2B F2 B1 B1
    [48, 41], // F2B F2 B1 Overline
    [50, 42], // F2B F2 B1 Dead
    [48, 40], // F2B F2 Overline Overline
    [48, 40], // F2B F2 Overline Dead
    [45, 38], // F2B F2 Dead Dead
    [26, 16], // F2B B2 B2 B2
    [30, 23], // F2B B2 B2 F1
    [20, 23], // F2B B2 B2 B1
    [26, 22], // F2B B2 B2 Overline
    [29, 24], // F2B B2 B2 Dead
    [24, 21], // F2B B2 F1 F1
    [20, 22], // F2B B2 F1 B1
    [25, 21], // F2B B2 F1 Overline
    [27, 21], // F2B B2 F1 Dead
    [40, 40], // F2B B2 B1 B1
    [22, 19], // F2B B2 B1 Overline
    [33, 32], // F2B B2 B1 Dead
    [21, 18], // F2B B2 Overline Overline
    [21, 18], // F2B B2 Overline Dead
    [26, 22], // F2B B2 Dead Dead
    [10, 10], // F2B F1 F1 F1
    [26, 22], // F2B F1 F1 B1
    [24, 20], // F2B F1 F1 Overline
    [10, 12], // F2B F1 F1 Dead
    [41, 37], // F2B F1 B1 B1
    [21, 18], // F2B F1 B1 Overline
    [26, 24], // F2B F1 B1 Dead
    [20, 17], // F2B F1 Overline Overline
    [20, 17], // F2B F1 Overline Dead
    [37, 29], // F2B F1 Dead Dead
    [36, 32], // F2B B1 B1 B1
    [19, 16], // F2B B1 B1 Overline
    [41, 36], // F2B B1 B1 Dead
    [17, 15], // F2B B1 Overline Overline
    [17, 15], // F2B B1 Overline Dead
    [22, 21], // F2B B1 Dead Dead
    [16, 14], // F2B Overline Overline Overline
    [16, 14], // F2B Overline Overline Dead
    [16, 14], // F2B Overline Dead Dead
    [27, 23], // F2B Dead Dead Dead
    [66, 53], // F2A F2A F2A F2A
    [38, 15], // F2A F2A F2A F2
    [-4, -38], // F2A F2A F2A B2
    [71, 54], // F2A F2A F2A F1
    [-11, -11], // F2A F2A F2A B1
    [62, 52], // F2A F2A F2A Overline
    [65, 52], // F2A F2A F2A Dead
    [81, 60], // F2A F2A F2 F2
    [56, 60], // F2A F2A F2 B2
    [-24, -23], // F2A F2A F2 F1
    [53, 26], // F2A F2A F2 B1
    [62, 52], // F2A F2A F2 Overline
    [84, 68], // F2A F2A F2 Dead
    [56, 29], // F2A F2A B2 B2
    [57, 55], // F2A F2A B2 F1
    [40, 32], // F2A F2A B2 B1
    [52, 44], // F2A F2A B2 Overline
    [39, 35], // F2A F2A B2 Dead
    [27, 24], // F2A F2A F1 F1
    [29, 30], // F2A F2A F1 B1
    [50, 43], // F2A F2A F1 Overline
    [51, 43], // F2A F2A F1 Dead
    [48, 54], // F2A F2A B1 B1
    [48, 41], // F2A F2A B1 Overline
    [28, 20], // F2A F2A B1 Dead
    [48, 40], // F2A F2A Overline Overline
    [48, 40], // F2A F2A Overline Dead
    [71, 72], // F2A F2A Dead Dead
    [124, 132], // F2A F2 F2 F2
    [97, 98], // F2A F2 F2 B2
    [30, 22], // F2A F2 F2 F1
    [51, 52], // F2A F2 F2 B1
    [62, 52], // F2A F2 F2 Overline
    [54, 37], // F2A F2 F2 Dead
    [71, 63], // F2A F2 B2 B2
    [43, 40], // F2A F2 B2 F1
    [58, 48], // F2A F2 B2 B1
    [52, 44], // F2A F2 B2 Overline
    [57, 48], // F2A F2 B2 Dead
    [36, 33], // F2A F2 F1 F1
    [30, 28], // F2A F2 F1 B1
    [50, 43], // F2A F2 F1 Overline
    [49, 43], // F2A F2 F1 Dead
    [36, 27], // F2A F2 B1 B1
    [48, 41], // F2A F2 B1 Overline
    [34, 28], // F2A F2 B1 Dead
    [48, 40], // F2A F2 Overline Overline
    [48, 40], // F2A F2 Overline Dead
    [46, 38], // F2A F2 Dead Dead
    [34, 20], // F2A B2 B2 B2
    [22, 19], // F2A B2 B2 F1
    [46, 43], // F2A B2 B2 B1
    [26, 22], // F2A B2 B2 Overline
    [28, 27], // F2A B2 B2 Dead
    [24, 22], // F2A B2 F1 F1
    [22, 17], // F2A B2 F1 B1
    [25, 21], // F2A B2 F1 Overline
    [22, 22], // F2A B2 F1 Dead
    [20, 11], // F2A B2 B1 B1
    [22, 19], // F2A B2 B1 Overline
    [28, 25], // F2A B2 B1 Dead
    [21, 18], // F2A B2 Overline Overline
    [21, 18], // F2A B2 Overline Dead
    [28, 24], // F2A B2 Dead Dead
    [20, 21], // F2A F1 F1 F1
    [20, 17], // F2A F1 F1 B1
    [24, 20], // F2A F1 F1 Overline
    [23, 20], // F2A F1 F1 Dead
    [14, 6], // F2A F1 B1 B1
    [21, 18], // F2A F1 B1 Overline
    [20, 20], // F2A F1 B1 Dead
    [20, 17], // F2A F1 Overline Overline
    [20, 17], // F2A F1 Overline Dead
    [24, 18], // F2A F1 Dead Dead
    [5, -6], // F2A B1 B1 B1
    [19, 16], // F2A B1 B1 Overline
    [19, 12], // F2A B1 B1 Dead
    [17, 15], // F2A B1 Overline Overline
    [17, 15], // F2A B1 Overline Dead
    [22, 18], // F2A B1 Dead Dead
    [16, 14], // F2A Overline Overline Overline
    [16, 14], // F2A Overline Overline Dead
    [16, 14], // F2A Overline Dead Dead
    [20, 18], // F2A Dead Dead Dead
    [93, 76], // F2 F2 F2 F2
    [47, 78], // F2 F2 F2 B2
    [77, 70], // F2 F2 F2 F1
    [30, 57], // F2 F2 F2 B1
    [62, 52], // F2 F2 F2 Overline
    [50, 46], // F2 F2 F2 Dead
    [66, 64], // F2 F2 B2 B2
    [56, 52], // F2 F2 B2 F1
    [40, 27], // F2 F2 B2 B1
    [52, 44], // F2 F2 B2 Overline
    [55, 48], // F2 F2 B2 Dead
    [50, 44], // F2 F2 F1 F1
    [46, 41], // F2 F2 F1 B1
    [50, 43], // F2 F2 F1 Overline
    [42, 34], // F2 F2 F1 Dead
    [34, 26], // F2 F2 B1 B1
    [48, 41], // F2 F2 B1 Overline
    [33, 30], // F2 F2 B1 Dead
    [48, 40], // F2 F2 Overline Overline
    [48, 40], // F2 F2 Overline Dead
    [53, 46], // F2 F2 Dead Dead
    [34, 33], // F2 B2 B2 B2
    [38, 37], // F2 B2 B2 F1
    [35, 31], // F2 B2 B2 B1
    [26, 22], // F2 B2 B2 Overline
    [36, 29], // F2 B2 B2 Dead
    [31, 29], // F2 B2 F1 F1
    [26, 23], // F2 B2 F1 B1
    [25, 21], // F2 B2 F1 Overline
    [31, 29], // F2 B2 F1 Dead
    [23, 18], // F2 B2 B1 B1
    [22, 19], // F2 B2 B1 Overline
    [26, 24], // F2 B2 B1 Dead
    [21, 18], // F2 B2 Overline Overline
    [21, 18], // F2 B2 Overline Dead
    [21, 17], // F2 B2 Dead Dead
    [24, 23], // F2 F1 F1 F1
    [24, 23], // F2 F1 F1 B1
    [24, 20], // F2 F1 F1 Overline
    [26, 22], // F2 F1 F1 Dead
    [18, 19], // F2 F1 B1 B1
    [21, 18], // F2 F1 B1 Overline
    [19, 16], // F2 F1 B1 Dead
    [20, 17], // F2 F1 Overline Overline
    [20, 17], // F2 F1 Overline Dead
    [23, 20], // F2 F1 Dead Dead
    [31, 34], // F2 B1 B1 B1
    [19, 16], // F2 B1 B1 Overline
    [17, 14], // F2 B1 B1 Dead
    [17, 15], // F2 B1 Overline Overline
    [17, 15], // F2 B1 Overline Dead
    [26, 23], // F2 B1 Dead Dead
    [16, 14], // F2 Overline Overline Overline
    [16, 14], // F2 Overline Overline Dead
    [16, 14], // F2 Overline Dead Dead
    [24, 21], // F2 Dead Dead Dead
    [5, 2], // B2 B2 B2 B2
    [19, 18], // B2 B2 B2 F1
    [16, 15], // B2 B2 B2 B1
    [14, 12], // B2 B2 B2 Overline
    [12, 8], // B2 B2 B2 Dead
    [21, 21], // B2 B2 F1 F1
    [15, 15], // B2 B2 F1 B1
    [12, 11], // B2 B2 F1 Overline
    [13, 12], // B2 B2 F1 Dead
    [20, 19], // B2 B2 B1 B1
    [10, 9], // B2 B2 B1 Overline
    [15, 15], // B2 B2 B1 Dead
    [10, 8], // B2 B2 Overline Overline
    [10, 8], // B2 B2 Overline Dead
    [13, 12], // B2 B2 Dead Dead
    [18, 18], // B2 F1 F1 F1
    [14, 14], // B2 F1 F1 B1
    [12, 10], // B2 F1 F1 Overline
    [18, 16], // B2 F1 F1 Dead
    [10, 7], // B2 F1 B1 B1
    [10, 8], // B2 F1 B1 Overline
    [12, 12], // B2 F1 B1 Dead
    [8, 7], // B2 F1 Overline Overline
    [8, 7], // B2 F1 Overline Dead
    [15, 15], // B2 F1 Dead Dead
    [13, 4], // B2 B1 B1 B1
    [7, 6], // B2 B1 B1 Overline
    [5, 3], // B2 B1 B1 Dead
    [6, 5], // B2 B1 Overline Overline
    [6, 5], // B2 B1 Overline Dead
    [18, 16], // B2 B1 Dead Dead
    [5, 4], // B2 Overline Overline Overline
    [5, 4], // B2 Overline Overline Dead
    [5, 4], // B2 Overline Dead Dead
    [17, 16], // B2 Dead Dead Dead
    [15, 15], // F1 F1 F1 F1
    [16, 15], // F1 F1 F1 B1
    [10, 9], // F1 F1 F1 Overline
    [15, 14], // F1 F1 F1 Dead
    [15, 13], // F1 F1 B1 B1
    [8, 7], // F1 F1 B1 Overline
    [13, 12], // F1 F1 B1 Dead
    [7, 6], // F1 F1 Overline Overline
    [7, 6], // F1 F1 Overline Dead
    [12, 11], // F1 F1 Dead Dead
    [9, 5], // F1 B1 B1 B1
    [6, 5], // F1 B1 B1 Overline
    [15, 14], // F1 B1 B1 Dead
    [5, 4], // F1 B1 Overline Overline
    [5, 4], // F1 B1 Overline Dead
    [16, 15], // F1 B1 Dead Dead
    [3, 3], // F1 Overline Overline Overline
    [3, 3], // F1 Overline Overline Dead
    [3, 3], // F1 Overline Dead Dead
    [16, 15], // F1 Dead Dead Dead
    [63, 43], // B1 B1 B1 B1
    [3, 3], // B1 B1 B1 Overline
    [26, 26], // B1 B1 B1 Dead
    [2, 2], // B1 B1 Overline Overline
    [2, 2], // B1 B1 Overline Dead
    [13, 10], // B1 B1 Dead Dead
    [1, 1], // B1 Overline Overline Overline
    [1, 1], // B1 Overline Overline Dead
    [1, 1], // B1 Overline Dead Dead
    [16, 14], // B1 Dead Dead Dead
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
        [0, 0, 4, 3, 13, 11, 21, 22, 77, 19, 11, 21, 196, 0], // None
        [32, 0, 33, 42, -2, 1, -59, 2, -21, -54, -63, 3, -39, 0], // Forbidden
        [-4, 0, -1, -2, 4, 2, 18, 18, 64, 1, -18, 0, 186, 0], // Flex2
        [-5, 0, -1, 1, 5, 7, 13, 22, 87, 1, -8, 31, 190, 0], // Block3
        [-11, 0, -5, -22, -6, -14, 4, 4, 92, -38, -52, 46, 130, 0], // Flex2x2
        [-13, 0, -4, -7, -3, -1, 19, 19, 106, -31, -30, 52, 175, 0], // Block3Plus
        [-23, 0, -26, -17, -26, -22, -3, -13, 62, -12, -13, 73, 245, 0], // Flex3
        [-13, 0, -11, -26, -13, -11, 12, 10, 120, -45, -49, 111, 264, 0], // Flex3Plus
        [-114, 0, -82, -135, -65, -149, -173, -162, -16, -234, -156, -36, -109, 0], // Flex3x2
        [-30, 0, -23, -23, -23, -20, 1, 18, 128, 7, 31, 110, 293, 0], // Block4
        [-30, 0, -21, -15, 2, -1, 12, 61, 122, -4, 43, 72, 313, 0], // Block4Plus
        [-86, 0, -66, -52, 6, -12, -31, 0, 0, -21, -21, 0, -8, 0], // Block4Flex3
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Flex4
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Five
    ],
    [
        [1, -43, 3, 6, 7, 8, 14, -1, 76, 12, -2, 33, 191, 0], // None
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Forbidden
        [-5, -46, -1, 2, 4, 0, 16, -1, 80, 4, -11, 43, 191, 0], // Flex2
        [-5, -55, -2, -2, 15, 5, 10, 15, 139, 5, -15, 58, 199, 0], // Block3
        [-17, -46, -10, -10, -8, -5, 18, 6, 89, 3, -35, 34, 194, 0], // Flex2x2
        [-17, -12, -8, -11, 12, -2, 14, 8, 132, -2, -21, 55, 204, 0], // Block3Plus
        [-34, 74, -29, -26, -14, -28, -15, -10, 157, -22, -26, 103, 250, 0], // Flex3
        [-35, 20, -28, -27, -1, -30, 1, -4, 135, -38, -53, 51, 249, 0], // Flex3Plus
        [-128, 6, -90, -122, -59, -116, -88, -169, 0, -158, -78, 9, -3, 0], // Flex3x2
        [-35, 0, -21, -16, 17, 13, -4, 44, 52, -14, 11, 67, 248, 0], // Block4
        [-44, 0, -21, -16, 15, 2, -8, 58, 17, -14, 18, 33, 214, 0], // Block4Plus
        [-58, 0, -12, -26, 3, -23, -34, -15, 0, -2, -13, 0, 2, 0], // Block4Flex3
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Flex4
        [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], // Five
    ],
];

/// By the colour to move (black first) and the threat mask (`Board::threat_mask`), sixteen masks a line.
#[rustfmt::skip]
pub static MASKS: Masks = [
    [
        -6, 0, 0, 0, 0, 0, 0, 0, -25, 0, 0, 0, 0, 0, 0, 0,
        -32, 0, 0, 0, 0, 0, 0, 0, -88, 0, 0, 0, 0, 0, 0, 0,
        -32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -12, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0,
        -65, 0, 0, 0, 0, 0, 0, 0, -22, 0, 0, 0, 0, 0, 0, 0,
        -59, 0, 0, 0, 0, 0, 0, 0, -52, 0, 0, 0, 0, 0, 0, 0,
        -90, 0, 0, 0, 0, 0, 0, 0, -14, 0, 0, 0, 0, 0, 0, 0,
        -57, 0, 0, 0, 0, 0, 0, 0, -18, 0, 0, 0, 0, 0, 0, 0,
        31, 0, 0, 0, 5, 0, 0, 0, 6, 0, 0, 0, -7, 0, 0, 0,
        14, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 2, 0, 0, 0,
        -4, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -28, 0, 0, 0, 2, 0, 0, 0, -1, 0, 0, 0, -2, 0, 0, 0,
        33, 0, 0, 0, 22, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        22, 0, 0, 0, 0, 0, 0, 0, 26, 0, 0, 0, 29, 0, 0, 0,
        4, 0, 0, 0, 21, 0, 0, 0, 2, 0, 0, 0, 7, 0, 0, 0,
        -18, 0, 0, 0, 40, 0, 0, 0, -4, 0, 0, 0, 30, 0, 0, 0,
        -2, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0,
        4, 0, 0, 0, -2, 0, 0, 0, -9, 0, 0, 0, 0, 0, 0, 0,
        13, 0, 0, 0, 70, 0, 0, 0, -4, 0, 0, 0, 4, 0, 0, 0,
        -9, 0, 0, 0, 71, 0, 0, 0, -25, 0, 0, 0, 48, 0, 0, 0,
        28, 0, 0, 0, 88, 0, 0, 0, -10, 0, 0, 0, 10, 0, 0, 0,
        36, 0, 0, 0, 79, 0, 0, 0, 11, 0, 0, 0, 44, 0, 0, 0,
        49, 0, 0, 0, 16, 0, 0, 0, 17, 0, 0, 0, 16, 0, 0, 0,
        19, 0, 0, 0, 52, 0, 0, 0, 10, 0, 0, 0, 10, 0, 0, 0,
        5, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, -1, 0, 0, 0,
        13, 0, 0, 0, -14, 0, 0, 0, 31, 0, 0, 0, 4, 0, 0, 0,
        9, 0, 0, 0, 33, 0, 0, 0, 8, 0, 0, 0, 7, 0, 0, 0,
        10, 0, 0, 0, 31, 0, 0, 0, 13, 0, 0, 0, 62, 0, 0, 0,
        28, 0, 0, 0, 62, 0, 0, 0, 6, 0, 0, 0, -24, 0, 0, 0,
        39, 0, 0, 0, 45, 0, 0, 0, 49, 0, 0, 0, 27, 0, 0, 0,
        -21, 0, 0, 0, 0, 0, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0,
        -20, 0, 0, 0, 0, 0, 0, 0, -6, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, -8, 0, 0, 0, 0, 0, 0, 0,
        -12, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        4, 0, 0, 0, 0, 0, 0, 0, -13, 0, 0, 0, 0, 0, 0, 0,
        -19, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, -2, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 5, 0, 0, 0,
        6, 0, 0, 0, 2, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -5, 0, 0, 0, 2, 0, 0, 0, 34, 0, 0, 0, -4, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, -3, 0, 0, 0,
        4, 0, 0, 0, 3, 0, 0, 0, -20, 0, 0, 0, -2, 0, 0, 0,
        -2, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, -4, 0, 0, 0, 2, 0, 0, 0, -2, 0, 0, 0,
        1, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0,
        -2, 0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, -9, 0, 0, 0,
        0, 0, 0, 0, -18, 0, 0, 0, 8, 0, 0, 0, -8, 0, 0, 0,
        4, 0, 0, 0, 19, 0, 0, 0, 9, 0, 0, 0, -22, 0, 0, 0,
        -13, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0,
        11, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0, -6, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 2, 0, 0, 0,
        -4, 0, 0, 0, -6, 0, 0, 0, 4, 0, 0, 0, 3, 0, 0, 0,
        -6, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0,
        -7, 0, 0, 0, -1, 0, 0, 0, 20, 0, 0, 0, 16, 0, 0, 0,
        35, 0, 0, 0, -39, 0, 0, 0, 5, 0, 0, 0, -18, 0, 0, 0,
        18, 0, 0, 0, -24, 0, 0, 0, 62, 0, 0, 0, -28, 0, 0, 0,
        4, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -16, 0, 0, 0, 0, 0, 0, 0, -51, 0, 0, 0, 0, 0, 0, 0,
        -3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -10, 0, 0, 0, 0, 0, 0, 0, -20, 0, 0, 0, 0, 0, 0, 0,
        -54, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -19, 0, 0, 0, 0, 0, 0, 0, -46, 0, 0, 0, 0, 0, 0, 0,
        -29, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        -10, 0, 0, 0, 0, 0, 0, 0, -30, 0, 0, 0, 0, 0, 0, 0,
        31, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        -10, 0, 0, 0, 2, 0, 0, 0, -2, 0, 0, 0, 8, 0, 0, 0,
        -4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 2, 0, 0, 0, 19, 0, 0, 0, 0, 0, 0, 0,
        9, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0,
        6, 0, 0, 0, 4, 0, 0, 0, 22, 0, 0, 0, 10, 0, 0, 0,
        27, 0, 0, 0, 5, 0, 0, 0, 10, 0, 0, 0, 0, 0, 0, 0,
        29, 0, 0, 0, 7, 0, 0, 0, 60, 0, 0, 0, -5, 0, 0, 0,
        21, 0, 0, 0, 74, 0, 0, 0, -4, 0, 0, 0, -2, 0, 0, 0,
        -18, 0, 0, 0, 20, 0, 0, 0, -32, 0, 0, 0, 19, 0, 0, 0,
        9, 0, 0, 0, -2, 0, 0, 0, 2, 0, 0, 0, -2, 0, 0, 0,
        5, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0, -5, 0, 0, 0,
        6, 0, 0, 0, 138, 0, 0, 0, -2, 0, 0, 0, -3, 0, 0, 0,
        -17, 0, 0, 0, 19, 0, 0, 0, -33, 0, 0, 0, -2, 0, 0, 0,
        3, 0, 0, 0, 16, 0, 0, 0, 8, 0, 0, 0, -22, 0, 0, 0,
        4, 0, 0, 0, 50, 0, 0, 0, 6, 0, 0, 0, 25, 0, 0, 0,
        33, 0, 0, 0, 4, 0, 0, 0, -2, 0, 0, 0, 7, 0, 0, 0,
        23, 0, 0, 0, 26, 0, 0, 0, 19, 0, 0, 0, 42, 0, 0, 0,
        -12, 0, 0, 0, -6, 0, 0, 0, 4, 0, 0, 0, 3, 0, 0, 0,
        9, 0, 0, 0, 4, 0, 0, 0, 33, 0, 0, 0, 20, 0, 0, 0,
        23, 0, 0, 0, 13, 0, 0, 0, 10, 0, 0, 0, 0, 0, 0, 0,
        17, 0, 0, 0, 50, 0, 0, 0, 18, 0, 0, 0, 24, 0, 0, 0,
        6, 0, 0, 0, -43, 0, 0, 0, 14, 0, 0, 0, -31, 0, 0, 0,
        33, 0, 0, 0, 7, 0, 0, 0, 40, 0, 0, 0, -13, 0, 0, 0,
        19, 0, 0, 0, 0, 0, 0, 0, -66, 0, 0, 0, 0, 0, 0, 0,
        -30, 0, 0, 0, 0, 0, 0, 0, -68, 0, 0, 0, 0, 0, 0, 0,
        -9, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0,
        20, 0, 0, 0, 0, 0, 0, 0, 21, 0, 0, 0, 0, 0, 0, 0,
        -15, 0, 0, 0, 0, 0, 0, 0, -47, 0, 0, 0, 0, 0, 0, 0,
        -42, 0, 0, 0, 0, 0, 0, 0, -42, 0, 0, 0, 0, 0, 0, 0,
        -34, 0, 0, 0, 0, 0, 0, 0, -12, 0, 0, 0, 0, 0, 0, 0,
        -31, 0, 0, 0, 0, 0, 0, 0, -10, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 4, 0, 0, 0, -6, 0, 0, 0, -2, 0, 0, 0,
        -12, 0, 0, 0, -2, 0, 0, 0, 45, 0, 0, 0, 4, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, -2, 0, 0, 0,
        -7, 0, 0, 0, -4, 0, 0, 0, 6, 0, 0, 0, 5, 0, 0, 0,
        -2, 0, 0, 0, -2, 0, 0, 0, 2, 0, 0, 0, -2, 0, 0, 0,
        -38, 0, 0, 0, 2, 0, 0, 0, 30, 0, 0, 0, 21, 0, 0, 0,
        34, 0, 0, 0, -39, 0, 0, 0, 19, 0, 0, 0, -32, 0, 0, 0,
        23, 0, 0, 0, -24, 0, 0, 0, 68, 0, 0, 0, -52, 0, 0, 0,
        -8, 0, 0, 0, -16, 0, 0, 0, -13, 0, 0, 0, -18, 0, 0, 0,
        -33, 0, 0, 0, -15, 0, 0, 0, -20, 0, 0, 0, -17, 0, 0, 0,
        19, 0, 0, 0, -16, 0, 0, 0, 6, 0, 0, 0, -3, 0, 0, 0,
        30, 0, 0, 0, -7, 0, 0, 0, 29, 0, 0, 0, -38, 0, 0, 0,
        -39, 0, 0, 0, 18, 0, 0, 0, -23, 0, 0, 0, -8, 0, 0, 0,
        -17, 0, 0, 0, -2, 0, 0, 0, -9, 0, 0, 0, -21, 0, 0, 0,
        12, 0, 0, 0, -50, 0, 0, 0, 28, 0, 0, 0, -106, 0, 0, 0,
        23, 0, 0, 0, -58, 0, 0, 0, 35, 0, 0, 0, -80, 0, 0, 0,
        -10, 0, 0, 0, -6, 0, 0, 0, -9, 0, 0, 0, -17, 0, 0, 0,
        23, 0, 0, 0, -2, 0, 0, 0, 12, 0, 0, 0, -23, 0, 0, 0,
        -8, 0, 0, 0, -18, 0, 0, 0, 8, 0, 0, 0, -42, 0, 0, 0,
        19, 0, 0, 0, -34, 0, 0, 0, 51, 0, 0, 0, -38, 0, 0, 0,
        -17, 0, 0, 0, -11, 0, 0, 0, -13, 0, 0, 0, -7, 0, 0, 0,
        9, 0, 0, 0, 23, 0, 0, 0, 16, 0, 0, 0, -15, 0, 0, 0,
        12, 0, 0, 0, -82, 0, 0, 0, 27, 0, 0, 0, -172, 0, 0, 0,
        36, 0, 0, 0, -85, 0, 0, 0, 41, 0, 0, 0, -81, 0, 0, 0,
    ],
    [
        -34, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -33, 0, 0, 0, 0, 0, 0, 0, -22, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -54, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -17, 0, 0, 0, 0, 0, 0, 0, -16, 0, 0, 0, 0, 0, 0, 0,
        -10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        3, 0, 0, 0, 0, 0, 0, 0, -5, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 18, 0, 0, 0, 2, 0, 0, 0, -2, 0, 0, 0,
        -1, 0, 0, 0, -2, 0, 0, 0, 11, 0, 0, 0, -3, 0, 0, 0,
        4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, -1, 0, 0, 0, 2, 0, 0, 0, -2, 0, 0, 0,
        4, 0, 0, 0, 10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        17, 0, 0, 0, 8, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0,
        6, 0, 0, 0, 7, 0, 0, 0, 17, 0, 0, 0, -2, 0, 0, 0,
        -25, 0, 0, 0, 86, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -29, 0, 0, 0, -9, 0, 0, 0, -37, 0, 0, 0, -11, 0, 0, 0,
        1, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0,
        -21, 0, 0, 0, 24, 0, 0, 0, -2, 0, 0, 0, -2, 0, 0, 0,
        -29, 0, 0, 0, 6, 0, 0, 0, -24, 0, 0, 0, -5, 0, 0, 0,
        -5, 0, 0, 0, -6, 0, 0, 0, -2, 0, 0, 0, 1, 0, 0, 0,
        0, 0, 0, 0, 33, 0, 0, 0, -17, 0, 0, 0, -13, 0, 0, 0,
        11, 0, 0, 0, 74, 0, 0, 0, 16, 0, 0, 0, 0, 0, 0, 0,
        4, 0, 0, 0, -7, 0, 0, 0, 11, 0, 0, 0, 5, 0, 0, 0,
        13, 0, 0, 0, 8, 0, 0, 0, 4, 0, 0, 0, -2, 0, 0, 0,
        15, 0, 0, 0, 9, 0, 0, 0, 35, 0, 0, 0, 4, 0, 0, 0,
        7, 0, 0, 0, 46, 0, 0, 0, -6, 0, 0, 0, -6, 0, 0, 0,
        -5, 0, 0, 0, 20, 0, 0, 0, 12, 0, 0, 0, 0, 0, 0, 0,
        58, 0, 0, 0, 26, 0, 0, 0, 7, 0, 0, 0, -22, 0, 0, 0,
        40, 0, 0, 0, -13, 0, 0, 0, 56, 0, 0, 0, -23, 0, 0, 0,
        -12, 0, 0, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0,
        -11, 0, 0, 0, 0, 0, 0, 0, -8, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -30, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -4, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        21, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        6, 0, 0, 0, 0, 0, 0, 0, 11, 0, 0, 0, 0, 0, 0, 0,
        6, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        4, 0, 0, 0, 0, 0, 0, 0, 18, 0, 0, 0, -2, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, 8, 0, 0, 0, 2, 0, 0, 0,
        15, 0, 0, 0, -4, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        7, 0, 0, 0, -4, 0, 0, 0, 16, 0, 0, 0, 10, 0, 0, 0,
        -17, 0, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0,
        -5, 0, 0, 0, 0, 0, 0, 0, -6, 0, 0, 0, -14, 0, 0, 0,
        0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, 7, 0, 0, 0, -6, 0, 0, 0,
        3, 0, 0, 0, -11, 0, 0, 0, -2, 0, 0, 0, 4, 0, 0, 0,
        7, 0, 0, 0, -8, 0, 0, 0, 2, 0, 0, 0, -8, 0, 0, 0,
        13, 0, 0, 0, -55, 0, 0, 0, 1, 0, 0, 0, 13, 0, 0, 0,
        31, 0, 0, 0, -31, 0, 0, 0, 16, 0, 0, 0, -30, 0, 0, 0,
        13, 0, 0, 0, 12, 0, 0, 0, -6, 0, 0, 0, -7, 0, 0, 0,
        13, 0, 0, 0, -11, 0, 0, 0, 2, 0, 0, 0, -8, 0, 0, 0,
        -1, 0, 0, 0, -2, 0, 0, 0, 4, 0, 0, 0, -11, 0, 0, 0,
        3, 0, 0, 0, -6, 0, 0, 0, 2, 0, 0, 0, -1, 0, 0, 0,
        21, 0, 0, 0, -3, 0, 0, 0, 0, 0, 0, 0, -4, 0, 0, 0,
        2, 0, 0, 0, -8, 0, 0, 0, 24, 0, 0, 0, 1, 0, 0, 0,
        42, 0, 0, 0, -10, 0, 0, 0, 1, 0, 0, 0, -38, 0, 0, 0,
        26, 0, 0, 0, -65, 0, 0, 0, 61, 0, 0, 0, -44, 0, 0, 0,
        -32, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -17, 0, 0, 0, 0, 0, 0, 0, -22, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -18, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -19, 0, 0, 0, 0, 0, 0, 0, -17, 0, 0, 0, 0, 0, 0, 0,
        -68, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, -21, 0, 0, 0, 0, 0, 0, 0,
        48, 0, 0, 0, -1, 0, 0, 0, -2, 0, 0, 0, -2, 0, 0, 0,
        -5, 0, 0, 0, 2, 0, 0, 0, -1, 0, 0, 0, 4, 0, 0, 0,
        1, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 4, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -4, 0, 0, 0, 9, 0, 0, 0, -4, 0, 0, 0, 2, 0, 0, 0,
        21, 0, 0, 0, 1, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 2, 0, 0, 0, -2, 0, 0, 0, 4, 0, 0, 0,
        -22, 0, 0, 0, 39, 0, 0, 0, -2, 0, 0, 0, -6, 0, 0, 0,
        -26, 0, 0, 0, -1, 0, 0, 0, -40, 0, 0, 0, 1, 0, 0, 0,
        -6, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0, 2, 0, 0, 0,
        -16, 0, 0, 0, 75, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0,
        -27, 0, 0, 0, -3, 0, 0, 0, -43, 0, 0, 0, 7, 0, 0, 0,
        -6, 0, 0, 0, 14, 0, 0, 0, 4, 0, 0, 0, 16, 0, 0, 0,
        3, 0, 0, 0, 11, 0, 0, 0, -21, 0, 0, 0, 9, 0, 0, 0,
        26, 0, 0, 0, 77, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0,
        4, 0, 0, 0, 46, 0, 0, 0, 12, 0, 0, 0, 34, 0, 0, 0,
        19, 0, 0, 0, 10, 0, 0, 0, -1, 0, 0, 0, -2, 0, 0, 0,
        4, 0, 0, 0, 6, 0, 0, 0, 11, 0, 0, 0, -1, 0, 0, 0,
        8, 0, 0, 0, 52, 0, 0, 0, -4, 0, 0, 0, -5, 0, 0, 0,
        6, 0, 0, 0, 1, 0, 0, 0, 15, 0, 0, 0, 17, 0, 0, 0,
        52, 0, 0, 0, 10, 0, 0, 0, 20, 0, 0, 0, -16, 0, 0, 0,
        36, 0, 0, 0, 6, 0, 0, 0, 36, 0, 0, 0, -22, 0, 0, 0,
        -11, 0, 0, 0, 0, 0, 0, 0, -62, 0, 0, 0, 0, 0, 0, 0,
        -46, 0, 0, 0, 0, 0, 0, 0, -16, 0, 0, 0, 0, 0, 0, 0,
        10, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        13, 0, 0, 0, 0, 0, 0, 0, 21, 0, 0, 0, 0, 0, 0, 0,
        -51, 0, 0, 0, 0, 0, 0, 0, -15, 0, 0, 0, 0, 0, 0, 0,
        -29, 0, 0, 0, 0, 0, 0, 0, 28, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, 15, 0, 0, 0, 0, 0, 0, 0,
        20, 0, 0, 0, 0, 0, 0, 0, 92, 0, 0, 0, 0, 0, 0, 0,
        44, 0, 0, 0, 29, 0, 0, 0, 3, 0, 0, 0, 1, 0, 0, 0,
        9, 0, 0, 0, -5, 0, 0, 0, 39, 0, 0, 0, 0, 0, 0, 0,
        19, 0, 0, 0, 10, 0, 0, 0, 8, 0, 0, 0, -5, 0, 0, 0,
        11, 0, 0, 0, 4, 0, 0, 0, 26, 0, 0, 0, -6, 0, 0, 0,
        22, 0, 0, 0, 2, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0, 0,
        18, 0, 0, 0, -14, 0, 0, 0, 28, 0, 0, 0, 24, 0, 0, 0,
        82, 0, 0, 0, -16, 0, 0, 0, 32, 0, 0, 0, -16, 0, 0, 0,
        84, 0, 0, 0, -15, 0, 0, 0, 71, 0, 0, 0, -24, 0, 0, 0,
        -20, 0, 0, 0, 80, 0, 0, 0, -22, 0, 0, 0, 48, 0, 0, 0,
        -34, 0, 0, 0, -30, 0, 0, 0, -16, 0, 0, 0, -38, 0, 0, 0,
        30, 0, 0, 0, -7, 0, 0, 0, 3, 0, 0, 0, -4, 0, 0, 0,
        7, 0, 0, 0, -16, 0, 0, 0, 26, 0, 0, 0, -40, 0, 0, 0,
        -46, 0, 0, 0, 32, 0, 0, 0, 3, 0, 0, 0, 2, 0, 0, 0,
        -34, 0, 0, 0, -14, 0, 0, 0, -11, 0, 0, 0, -13, 0, 0, 0,
        15, 0, 0, 0, -22, 0, 0, 0, 39, 0, 0, 0, -35, 0, 0, 0,
        27, 0, 0, 0, -86, 0, 0, 0, 60, 0, 0, 0, -104, 0, 0, 0,
        10, 0, 0, 0, 40, 0, 0, 0, 22, 0, 0, 0, -39, 0, 0, 0,
        -16, 0, 0, 0, -42, 0, 0, 0, 8, 0, 0, 0, -25, 0, 0, 0,
        50, 0, 0, 0, -39, 0, 0, 0, -18, 0, 0, 0, -16, 0, 0, 0,
        24, 0, 0, 0, -30, 0, 0, 0, 44, 0, 0, 0, -57, 0, 0, 0,
        -4, 0, 0, 0, 27, 0, 0, 0, -13, 0, 0, 0, -44, 0, 0, 0,
        8, 0, 0, 0, -9, 0, 0, 0, 16, 0, 0, 0, -31, 0, 0, 0,
        38, 0, 0, 0, -47, 0, 0, 0, 25, 0, 0, 0, -137, 0, 0, 0,
        34, 0, 0, 0, -78, 0, 0, 0, 42, 0, 0, 0, -102, 0, 0, 0,
    ],
];

/// By the colour to move (black first) and the threat mask before the last move
/// (`Board::threat_mask_before`), sixteen masks a line.
#[rustfmt::skip]
pub static BEFORE: Masks = [
    [
        0, -2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -11, -1, 0, -1, 0, 0, 0, 0, 1, 7, 0, 4, 0, 0, 0, 0,
        -1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        -14, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -2, -2, 0, 0, 0, 0, 0, 0, 2, 1, 0, 0, 0, 0, 0, 0,
        -13, -16, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0,
        -4, 2, 0, 0, 0, 0, 0, 0, 2, -4, 0, 0, 0, 0, 0, 0,
        -4, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, -4, 0, 0, 0, 0,
        0, 1, 0, 2, 1, 0, 0, 0, -5, -1, 0, -1, 1, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
        -4, -1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -7, 1, 0, 0, 1, 0, 0, 0, 1, 1, 0, -3, 0, 0, 0, 0,
        -10, 7, 0, 0, -1, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        -3, 7, 0, -2, 1, 0, 0, 0, -2, 0, 0, -2, 2, 0, 0, 0,
        -11, -10, 0, 0, -25, 0, 0, 0, -1, -1, 0, 0, 2, 0, 0, 0,
        -12, -5, 0, 1, 11, 0, 0, 0, 4, 5, 0, 0, 6, 0, 0, 0,
        -1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0,
        -8, -2, 0, 0, -18, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0,
        0, -4, 0, 0, 0, 0, 0, 0, 5, 1, 0, -2, 3, 0, 0, 0,
        -12, -7, 0, 0, 27, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        -7, -6, 0, 1, -18, 0, 0, 0, 12, -5, 0, 0, 12, 0, 0, 0,
        -37, 2, 0, 0, 3, 0, 0, 0, -11, 3, 0, 0, 3, 0, 0, 0,
        -23, -4, 0, 2, 20, 0, 0, 0, -9, 9, 0, -3, 17, 0, 0, 0,
        -8, -3, 0, 0, 1, 0, 0, 0, -2, 1, 0, -1, 1, 0, 0, 0,
        -4, -4, 0, 2, 1, 0, 0, 0, -8, 1, 0, -1, -1, 0, 0, 0,
        -17, -2, 0, 0, 12, 0, 0, 0, 2, 3, 0, 0, 6, 0, 0, 0,
        -2, -2, 0, -3, 7, 0, 0, 0, -3, 6, 0, 2, 5, 0, 0, 0,
        -37, 27, 0, 0, 22, 0, 0, 0, 0, 8, 0, 0, 6, 0, 0, 0,
        -20, 11, 0, -2, 25, 0, 0, 0, -22, 4, 0, -21, 12, 0, 0, 0,
        -15, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        5, 3, 0, 2, 0, 0, 0, 0, 2, 2, 0, -1, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        3, -1, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0,
        0, 0, 0, -1, 0, 0, 0, 0, -1, 3, 0, -1, 0, 0, 0, 0,
        -15, 7, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0,
        -1, 5, 0, -1, 0, 0, 0, 0, -3, 10, 0, -6, 0, 0, 0, 0,
        -4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, -4, 1, 0, 0, 2, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0,
        -4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, -1, 0, 0, 0,
        -3, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
        -1, 5, 0, 1, 4, 0, 0, 0, 0, 5, 0, -2, -2, 0, 0, 0,
        1, -2, 0, 0, -4, 0, 0, 0, -2, -1, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 2, 0, 0, 0, 6, 2, 0, -4, 6, 0, 0, 0,
        0, -1, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, -1, 0, 0, 0, 0,
        -5, -2, 0, 0, 8, 0, 0, 0, 1, 1, 0, 0, -2, 0, 0, 0,
        -4, 1, 0, 0, 6, 0, 0, 0, 0, 2, 0, -1, 4, 0, 0, 0,
        -8, 14, 0, 0, 22, 0, 0, 0, 0, 0, 0, 0, -9, 0, 0, 0,
        -10, 5, 0, -1, 12, 0, 0, 0, -3, 10, 0, -6, -2, 0, 0, 0,
        -4, -1, 0, 0, -3, 0, 0, 0, 3, 3, 0, 1, 4, 0, 0, 0,
        -11, 2, 0, 0, 5, 0, 0, 0, 5, 4, 0, 1, 7, 0, 0, 0,
        0, -1, 0, 0, 1, 0, 0, 0, -1, 0, 0, 0, 6, 0, 0, 0,
        0, 0, 0, -1, 2, 0, 0, 0, 3, -1, 0, 0, -1, 0, 0, 0,
        -17, 0, 0, 0, 5, 0, 0, 0, -1, 4, 0, 0, 3, 0, 0, 0,
        -7, -1, 0, 1, 7, 0, 0, 0, 0, 2, 0, 1, -4, 0, 0, 0,
        -26, 3, 0, 0, 11, 0, 0, 0, 0, 5, 0, 0, 16, 0, 0, 0,
        -10, 20, 0, -15, 24, 0, 0, 0, -13, 16, 0, -4, 6, 0, 0, 0,
        -35, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -21, 0, 0, 3, 0, 0, 0, 0, -1, 1, 0, 1, 0, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0,
        -58, 5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -7, -1, 0, 0, 0, 0, 0, 0, 7, 5, 0, -1, 0, 0, 0, 0,
        18, -3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -1, 3, 0, 0, 0, 0, 0, 0, 8, -8, 0, -2, 0, 0, 0, 0,
        -28, -1, 0, 0, 7, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0,
        3, -1, 0, -1, 0, 0, 0, 0, 1, 1, 0, 0, -1, 0, 0, 0,
        -1, 2, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, -1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0,
        -1, -1, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, -1, 0, 0, 0, 3, 1, 0, 0, 0, 0, 0, 0,
        -11, 2, 0, 0, 1, 0, 0, 0, -2, -1, 0, 0, 0, 0, 0, 0,
        4, 4, 0, -1, 2, 0, 0, 0, 3, 5, 0, -3, 0, 0, 0, 0,
        -12, 3, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0,
        -15, -4, 0, 2, 9, 0, 0, 0, 3, -2, 0, -1, -1, 0, 0, 0,
        1, 2, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        2, 2, 0, 0, -1, 0, 0, 0, 0, -2, 0, -1, -1, 0, 0, 0,
        -20, -2, 0, 0, -16, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
        -4, 2, 0, 0, 3, 0, 0, 0, 15, -1, 0, 2, -7, 0, 0, 0,
        -10, 11, 0, 0, 3, 0, 0, 0, -2, 0, 0, -1, -16, 0, 0, 0,
        -10, 10, 0, -2, -4, 0, 0, 0, 11, -6, 0, -11, -2, 0, 0, 0,
        -24, -2, 0, 0, -5, 0, 0, 0, -3, 2, 0, 0, 1, 0, 0, 0,
        -22, 0, 0, 1, -2, 0, 0, 0, -4, 10, 0, -7, 2, 0, 0, 0,
        -7, 0, 0, 0, -5, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0,
        -2, 1, 0, 0, -2, 0, 0, 0, -2, 1, 0, -3, -8, 0, 0, 0,
        -18, -4, 0, 0, -2, 0, 0, 0, 3, 5, 0, 0, 2, 0, 0, 0,
        -9, -6, 0, 1, 3, 1, 0, 0, -2, 0, 0, 5, -9, 0, 0, 0,
        -40, 12, 0, 0, 31, 0, 0, 0, -4, 8, 0, -2, 3, 0, 0, 0,
        -20, 13, 0, -4, 1, 0, 0, 0, -4, 29, 0, -29, 12, 0, 0, 0,
        -13, 15, 0, 0, 0, 0, 0, 0, 26, 9, 0, 2, 0, 0, 0, 0,
        -19, 12, 0, -24, 0, 0, 0, 0, -22, 26, 0, -4, 0, 0, 0, 0,
        1, 2, 0, 0, 0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 0, 0,
        -5, 4, 0, -2, 0, 0, 0, 0, -10, 13, 0, -6, 0, 0, 0, 0,
        -5, 14, 0, 0, 0, 0, 0, 0, 2, 3, 0, 0, 0, 0, 0, 0,
        -22, 16, 0, -7, 0, 0, 0, 0, -16, 16, 0, -24, 0, 0, 0, 0,
        -5, 58, 0, 0, 0, 0, 0, 0, -5, 36, 0, -1, 0, 0, 0, 0,
        -34, 74, 0, -42, 0, 0, 0, 0, -44, 101, 0, -54, 0, 0, 0, 0,
        -16, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0,
        -17, -1, 0, -1, 11, 0, 0, 0, -6, 8, 0, -5, 5, 0, 0, 0,
        -6, 2, 0, 0, -2, 0, 0, 0, -2, 2, 0, 0, 1, 0, 0, 0,
        0, 1, 0, 0, -2, 0, 0, 0, -3, 0, 0, -7, 3, 0, 0, 0,
        -6, 1, 0, 0, 1, 0, 0, 0, 2, 6, 0, 0, 1, 0, 0, 0,
        -16, 3, 0, -2, 17, 0, 0, 0, 6, 8, 0, -11, -5, 0, 0, 0,
        -29, 5, 0, 0, 32, 0, 0, 0, 6, 2, 0, -5, 5, 0, 0, 0,
        -28, 28, 0, -12, 14, 0, 0, 0, 3, 31, 0, -40, 15, 0, 0, 0,
        -28, 7, 0, 0, -17, 0, 0, 0, -7, 5, 0, 0, -17, 0, 0, 0,
        -36, 36, 0, -4, 22, 0, 0, 0, -12, 18, 0, -17, 20, 0, 0, 0,
        -19, 9, 0, 0, 7, 0, 0, 0, -2, 2, 0, 0, 0, 0, 0, 0,
        3, 9, 0, -4, 2, 0, 0, 0, -8, 10, 0, -12, 13, 0, 0, 0,
        -5, 2, 0, 0, -8, 0, 0, 0, 4, 10, 0, 0, -4, 0, 0, 0,
        -16, 9, 0, 6, 1, 0, 0, 0, -6, 7, 0, -13, 8, 0, 0, 0,
        -35, 42, 0, 0, 24, 0, 0, 0, -10, 27, 0, -5, -16, 0, 0, 0,
        -39, 61, 0, -35, 41, 0, 0, 0, -27, 62, 0, -60, 52, 0, 0, 0,
        -31, 21, 0, 0, 12, 0, 0, 0, -27, 7, 0, 0, 16, 0, 0, 0,
        -28, 12, 0, -9, 38, 0, 0, 0, -15, 39, 0, -31, 17, 0, 0, 0,
        -24, 1, 0, 0, 25, 0, 0, 0, 12, 11, 0, -1, 2, 0, 0, 0,
        -18, 8, 0, 1, 10, 0, 0, 0, 1, 15, 0, -29, 25, 0, 0, 0,
        -16, 5, 0, 0, 12, 0, 0, 0, 1, 15, 0, -1, 19, 0, 0, 0,
        -24, -2, 0, -3, 11, 0, 0, 0, -15, 14, 0, -56, 12, 0, 0, 0,
        -24, 54, 0, 0, 56, 0, 0, 0, -7, 44, 0, -10, 60, 0, 0, 0,
        -25, 69, 0, -38, 54, 1, 0, 0, -13, 56, 0, -55, 63, 0, 0, 0,
    ],
    [
        -25, -5, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        -13, -2, 0, 0, 0, 0, 0, 0, 9, 1, 0, 0, 0, 0, 0, 0,
        5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0,
        -5, 0, 0, 0, 0, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0,
        0, -1, 0, 0, 0, 0, 0, 0, -3, 1, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        1, -1, 0, 1, 0, 0, 0, 0, -22, 0, 0, 0, 0, 0, 0, 0,
        -19, 0, 0, 0, -1, 0, 0, 0, -4, 1, 0, 0, 3, 0, 0, 0,
        -5, 1, 0, 6, 0, 0, 0, 0, 4, -1, 0, 0, 2, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, -1, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 1, 0, 0,
        2, -1, 0, 0, -2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -7, 3, 0, 0, 0, 0, 0, 0, -2, 6, 0, 0, 2, 1, 0, 0,
        -20, -3, 0, 0, -3, 0, 0, 0, -2, 0, 0, 0, 0, 1, 0, 0,
        -10, 2, 0, 0, 9, 0, 0, 0, 1, 1, 0, 0, -6, 0, 0, 0,
        -27, -3, 0, 0, 2, -1, 0, 0, -5, 0, 0, 0, -2, -1, 0, 0,
        -12, 3, 0, -2, -8, 0, 0, 0, -3, -1, 0, -5, 2, 0, 0, -5,
        -1, 1, 0, 0, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 5, 0, 0, 2, -1, 0, -1, 0, 1, 0, 0,
        -27, 3, 0, 0, -6, 0, 0, 0, 2, 0, 0, 0, -1, 0, 0, 0,
        -26, -5, 0, 1, -16, -4, 0, 0, -1, -4, 0, 5, -11, -2, 0, 0,
        -48, 15, 0, 0, -7, 1, 0, 0, 4, -11, 0, -1, 4, 1, 0, 0,
        -43, 3, 0, 3, -14, 2, 0, 4, -7, -8, 0, -13, -11, 5, 0, -2,
        -23, -3, 0, 0, 0, 0, 0, 0, 3, 1, 0, 0, 12, 0, 0, 0,
        -16, -7, 0, 0, 19, 1, 0, 0, 2, 3, 0, -3, 20, 6, 0, 1,
        -11, -2, 0, 0, 1, 0, 0, 0, -1, 2, 0, 0, 1, 0, 0, 0,
        -12, 3, 0, 0, 7, -1, 0, -1, -10, -1, 0, -1, 3, 2, 0, 1,
        -8, -4, 0, 0, -6, -1, 0, 0, -6, 2, 0, 0, -2, 0, 0, 0,
        -11, 0, 0, 0, 13, -1, 0, 0, -9, 0, 0, -2, -12, 0, 0, -2,
        -29, 10, 0, 0, -13, 2, 0, 0, -9, 8, 0, -1, 13, 4, 0, 0,
        -31, 14, 0, -4, 0, 6, 0, 0, -21, 12, 0, -27, 16, 8, 0, -1,
        7, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0,
        4, 0, 0, 0, 0, 0, 0, 0, -4, 1, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        -1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -7, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        3, 1, 0, 0, 0, 0, 0, 0, 2, 1, 0, 0, 0, 0, 0, 0,
        -7, 0, 0, 0, 0, 0, 0, 0, -14, 5, 0, 0, 0, 0, 0, 0,
        1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, -1, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, -1, 1, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 1, -2, 0, 0, 0,
        -3, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, -1, 0, 0, 0,
        5, 3, 0, -1, 0, 0, 0, 0, -7, -1, 0, 2, 3, -2, 0, -2,
        -2, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0, -1, 3, 0, 0, 0,
        -2, 0, 0, 0, 1, 0, 0, 0, 3, 7, 0, -1, 4, 0, 0, 0,
        1, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0,
        0, 0, 0, 0, 2, 0, 0, 0, -1, 0, 0, -2, 1, -1, 0, 0,
        -1, -1, 0, 0, -3, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        -4, -1, 0, 0, 0, 0, 0, 0, -5, 2, 0, -2, 6, 1, 0, -3,
        -1, 29, 0, 0, 13, 0, 0, 0, -2, 6, 0, 1, 3, -1, 0, 0,
        -3, 13, 0, -1, -1, 1, 0, -2, -3, 12, 0, 0, 13, 1, 0, -3,
        5, -1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0,
        -6, 0, 0, -2, 1, 0, 0, 0, 6, 7, 0, 0, 4, 1, 0, -1,
        2, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, -1, 0, 0, 0,
        2, 0, 0, -1, 2, 0, 0, 0, 6, 2, 0, -1, -2, 0, 0, -1,
        1, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        6, 0, 0, 1, 2, 1, 0, 0, -13, 0, 0, -3, -4, 1, 0, 0,
        -11, 1, 0, 0, 19, 0, 0, 0, 0, 9, 0, -1, 6, 1, 0, 0,
        3, 9, 0, -5, 13, -1, 0, -1, -9, 27, 0, -6, 18, 1, 0, 1,
        -41, 0, 0, 0, 0, 0, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0,
        -16, 0, 0, 0, 0, 0, 0, 0, 14, 1, 0, 0, 0, 0, 0, 0,
        -4, 0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        2, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, -1, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -15, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0,
        -27, 0, 0, 0, 0, 0, 0, 0, -6, 0, 0, 0, 0, 0, 0, 0,
        -30, -1, 0, 0, 0, 0, 0, 0, -6, 3, 0, -2, 0, 0, 0, 0,
        9, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        7, -1, 0, 0, 0, 0, 0, 0, 3, -1, 0, -1, 0, 0, 0, 0,
        1, -1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, -1, 0, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0,
        -5, 0, 0, 0, 0, 0, 0, 0, -4, 0, 0, 0, 0, 0, 0, 0,
        -3, 0, 0, 0, -1, 0, 0, 0, -6, 2, 0, -1, -2, 0, 0, 0,
        -11, 2, 0, 0, 2, 1, 0, 0, -3, 1, 0, 0, 1, 0, 0, 0,
        -21, 3, 0, -1, 3, 0, 0, -1, -11, 2, 0, -1, 11, 1, 0, 0,
        -24, -2, 0, 0, 16, 0, 0, 0, 0, 1, 0, 0, 1, 0, 0, 0,
        -12, -5, 0, 0, 6, 0, 0, 0, 0, 7, 0, -3, 13, 1, 0, 1,
        -6, -1, 0, 0, 1, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0,
        -2, 2, 0, 0, 1, 0, 0, 0, -2, 1, 0, 0, 4, 0, 0, -1,
        -23, 1, 0, 0, -29, -1, 0, 0, 0, 1, 0, 0, 1, -2, 0, 0,
        -9, 0, 0, 1, 14, -3, 0, 0, 7, 6, 0, 5, 8, 2, 0, 0,
        -24, 16, 0, 0, 23, 3, 0, 0, -6, -1, 0, 0, 10, 0, 0, 0,
        -22, 9, 0, -4, -15, 2, 0, 0, -11, -12, 0, -15, -7, 4, 0, 0,
        -18, -1, 0, 0, 5, 0, 0, 0, -1, 0, 0, 0, 7, 0, 0, 0,
        -15, -2, 0, -2, 7, 0, 0, 0, -5, 5, 0, -10, 5, -1, 0, -2,
        8, 1, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0,
        -7, 1, 0, 0, -1, 1, 0, 0, -9, 5, 0, -1, -2, 0, 0, 0,
        -22, -1, 0, 0, -1, 0, 0, 0, -3, -1, 0, 0, 1, 0, 0, 0,
        -5, -3, 0, 2, -11, 0, 0, 0, -10, 2, 0, -4, 5, 0, 0, -1,
        -5, 14, 0, 0, 38, 1, 0, 0, -1, 4, 0, 1, 6, 2, 0, 0,
        -16, 7, 0, -4, 16, 3, 0, -2, -13, 12, 0, -18, 19, 8, 0, -1,
        -36, 0, 0, 0, 0, 0, 0, 0, 11, 0, 0, 0, 0, 0, 0, 0,
        -17, 0, 0, 0, 0, 0, 0, 0, 7, 2, 0, -5, 0, 0, 0, 0,
        -2, 0, 0, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0, 0, 0, 0,
        -26, 0, 0, 0, 0, 0, 0, 0, -21, 2, 0, 0, 0, 0, 0, 0,
        -10, 0, 0, 0, 0, 0, 0, 0, 11, 0, 0, 0, 0, 0, 0, 0,
        -16, 0, 0, 0, 0, 0, 0, 0, -7, 6, 0, 0, 0, 0, 0, 0,
        -14, 6, 0, 0, 0, 0, 0, 0, -7, 0, 0, 0, 0, 0, 0, 0,
        -11, 14, 0, -1, 0, 0, 0, 0, -27, 34, 0, -5, 0, 0, 0, 0,
        4, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 1, 0, 0, 0,
        2, -6, 0, 2, 2, 0, 0, 0, -7, -3, 0, -7, 11, 1, 0, 0,
        -1, 0, 0, 0, 1, 0, 0, 0, 1, -1, 0, 0, 1, 0, 0, 0,
        6, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 1, -1, 0, 0, -1,
        3, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0,
        18, 1, 0, 0, 0, 0, 0, -1, -5, 3, 0, -5, 2, 1, 0, 0,
        -9, 10, 0, 0, 28, 1, 0, 0, -2, 3, 0, 0, 8, 4, 0, 0,
        8, 27, 0, 0, 28, 1, 0, 0, -2, 31, 0, -16, 40, 2, 0, -2,
        -8, 1, 0, 0, 10, 0, 0, 0, -6, 2, 0, 0, 2, 0, 0, 0,
        -8, 9, 0, -3, 10, 0, 0, 8, -6, 30, 0, -9, 23, 2, 0, -1,
        -10, 4, 0, 0, 3, 2, 0, 0, -2, 8, 0, 0, 1, 0, 0, 0,
        -15, 13, 0, -4, 2, -1, 0, 0, -2, 16, 0, -15, 6, 2, 0, -6,
        6, 3, 0, 0, 6, 0, 0, 0, 2, 4, 0, 0, 0, 1, 0, 0,
        -17, 9, 0, -4, 10, -1, 0, 1, -9, 21, 0, -26, 16, 7, 0, -4,
        -28, 91, 0, 0, 34, 8, 0, 0, -8, 49, 0, -4, 27, 5, 0, 0,
        -34, 88, 0, -28, 31, 16, 0, -3, -22, 65, 0, -73, 58, 31, 0, -21,
        -17, -2, 0, 0, 6, -1, 0, 0, -4, 7, 0, 0, 5, 1, 0, 0,
        -21, 1, 0, -1, 20, -4, 0, -1, -2, 17, 0, -29, 33, -1, 0, 1,
        7, 0, 0, 0, 4, 0, 0, 0, -1, 5, 0, 0, 25, 0, 0, 0,
        0, 6, 0, -5, 15, 1, 0, 1, -4, 2, 0, -27, 18, 0, 0, -5,
        -13, -1, 0, 0, 6, 0, 0, 0, -1, 0, 0, 0, 5, 0, 0, 0,
        -14, 4, 0, 2, -2, 2, 0, -3, -9, 24, 0, -31, 33, 1, 0, -4,
        -18, 38, 0, 0, 65, 9, 0, 0, -13, 35, 0, -9, 65, 2, 0, -2,
        -16, 65, 0, -23, 73, 13, 0, -4, -2, 51, 0, -64, 80, 49, 0, -4,
    ],
];
